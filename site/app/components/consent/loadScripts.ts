import { CONSENT_SCRIPT_MARK as MARK } from './consentScriptMark.ts';

/** Appends an async `<script>` per source to the body, once per source however often it is called. */
export function injectScripts(sources: readonly string[], doc: Document = document): void {
  const present = new Set(
    Array.from(doc.querySelectorAll(`script[${MARK}]`), (script) => script.getAttribute('src')),
  );
  for (const src of sources) {
    if (present.has(src)) continue;
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(MARK, '');
    doc.body.append(script);
    present.add(src);
  }
}

/**
 * Runs `task` after the page's load event, when the browser is next idle (requestIdleCallback, else a timeout),
 * so third-party scripts never compete with the page's own. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, win: Window = window): () => void {
  let cancelled = false;
  let cancelIdle = (): void => undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(task, { timeout: 3_000 });
      cancelIdle = () => win.cancelIdleCallback(handle);
    } else {
      const handle = win.setTimeout(task, 200);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', schedule);
    cancelIdle();
  };
}
