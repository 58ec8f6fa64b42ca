import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { islandNavigation } from './components/layout/islandNavigation.ts';

const instrumentations = islandNavigation();

// The stylesheet of every named template (decision 075) loads as `print`, so it never holds up the first paint, and
// applies once it is in: the page's own <style> already carries what the server rendered.
const sheet = document.querySelector<HTMLLinkElement>('link[data-pallone-sheet]');
if (sheet) {
  if (sheet.sheet) sheet.media = 'all';
  else sheet.addEventListener('load', () => (sheet.media = 'all'));
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter instrumentations={instrumentations} />
    </StrictMode>,
  );
});
