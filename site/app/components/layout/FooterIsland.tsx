import { island } from './island.tsx';

const load = () => import('./Footer.tsx').then((module) => module.Footer);

/**
 * The site footer, server-rendered on every page; its code loads only when the reader reaches into it (a pointer
 * over it, a touch, focus: decision 009). Until then its links are plain links, and a press on "Preferenze cookie"
 * is replayed once the code has arrived. Short pages, whose footer is in view at once, load 1.4 kB gzip less (issue
 * #14). The server build awaits the module here; in the browser build that branch is dropped, so no static import
 * keeps it in.
 */
export const Footer = island({
  server: import.meta.env.BROWSER_BUNDLE ? null : await load(),
  load,
  when: 'interaction',
});
