// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { preloadsFromScript } from './preloadsFromScript.server.ts';

const HEAD =
  '<head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="abc"/><title>Pallone</title>';

/** Runs the head's inline scripts in a document, as a browser would, and lists the module preloads it ends with. */
function preloadsAfterScripts(head: string): { href: string; nonce: string }[] {
  document.head.innerHTML = '';
  const parsed = new DOMParser().parseFromString(`<html>${head}</head><body></body></html>`, 'text/html');
  for (const node of [...parsed.head.childNodes]) {
    if (node instanceof HTMLScriptElement) {
      const script = document.createElement('script');
      script.nonce = node.getAttribute('nonce') ?? '';
      script.textContent = node.textContent;
      Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
      new Function(node.textContent ?? '')();
    } else document.head.appendChild(document.importNode(node, true));
  }
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => ({
    href: link.getAttribute('href') ?? '',
    nonce: link.nonce,
  }));
}

describe('preloadsFromScript', () => {
  it('leaves no module preload tag for the parser and adds the same preloads, in order, from one script', () => {
    const out = preloadsFromScript(HEAD);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out.match(/<script nonce="abc">/g)).toHaveLength(1);
    expect(preloadsAfterScripts(out)).toEqual([
      { href: '/assets/entry.client-A.js', nonce: 'abc' },
      { href: '/assets/framework-B.js', nonce: 'abc' },
    ]);
  });

  it('puts the script where the first preload was and keeps the rest of the head', () => {
    const out = preloadsFromScript(HEAD);
    expect(out.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(out.indexOf('<script'));
    expect(out.indexOf('<script')).toBeLessThan(out.indexOf('<title>Pallone</title>'));
  });

  it('works without a nonce (tests, dev server)', () => {
    const out = preloadsFromScript('<head><link rel="modulepreload" href="/a.js"/>');
    expect(out).toContain('<script>');
    expect(preloadsAfterScripts(out)).toEqual([{ href: '/a.js', nonce: '' }]);
  });

  it('returns a head without module preloads unchanged', () => {
    const head = '<head><meta charSet="utf-8"/><link rel="icon" href="/favicon.svg"/>';
    expect(preloadsFromScript(head)).toBe(head);
  });
});
