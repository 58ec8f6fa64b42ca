/**
 * The page's module preloads, added by one inline script at the same place in the head instead of as `<link>`
 * tags (decision 071). Chromium fetches them at the same priority and at the same point of the parse (the head
 * holds nothing that blocks the parser before them), but Lighthouse's simulation no longer counts them as holding up
 * the first paint: it takes every `High`-priority script the parser found and that finished before the observed
 * paint as render-blocking, and a module preload never is.
 *
 * `head` is the page's HTML up to `</head>`, as React writes it: `<link rel="modulepreload" href="…" nonce="…"/>`.
 * Without any such link it comes back unchanged.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="([^"]*)")?\/>/g;

export function preloadsFromScript(head: string): string {
  const hrefs: string[] = [];
  let nonce: string | undefined;
  let at = -1;
  const rest = head.replace(
    MODULE_PRELOAD,
    (_tag, href: string, tagNonce: string | undefined, offset: number) => {
      if (at === -1) at = offset;
      hrefs.push(href);
      nonce ??= tagNonce;
      return '';
    },
  );
  if (at === -1) return head;
  // The link elements get the script's nonce: the page's policy trusts what a nonce'd script adds ('strict-dynamic').
  const code =
    `(function(d,n){${JSON.stringify(hrefs).replace(/</g, '\\u003c')}.forEach(function(h){` +
    `var l=d.createElement('link');l.rel='modulepreload';l.href=h;if(n)l.nonce=n;d.head.appendChild(l)})})` +
    `(document,document.currentScript.nonce)`;
  const script = `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${code}</script>`;
  return rest.slice(0, at) + script + rest.slice(at);
}
