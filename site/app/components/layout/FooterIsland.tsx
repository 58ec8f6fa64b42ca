import { island } from './island.tsx';

const load = () => import('./Footer.tsx').then((module) => module.Footer);

/**
 * The site footer, server-rendered on every page; its code loads as it comes into view (decision 009). The server
 * build awaits the module here; in the browser build that branch is dropped, so no static import keeps it in.
 */
export const Footer = island({
  server: import.meta.env.BROWSER_BUNDLE ? null : await load(),
  load,
  when: 'visible',
});
