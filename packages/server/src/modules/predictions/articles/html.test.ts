import { describe, expect, it } from 'vitest';
import { escapeHtml, h2, html, joinHtml, p, strong, ul } from './html.ts';

describe('article html', () => {
  it('escapes interpolated text and keeps built markup', () => {
    const name = '<script>alert("x")</script> & Co';
    const block = p(html`${strong(name)} vs ${"O'Neil"}`);
    expect(block.value).toBe(
      "<p><strong>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</strong> vs O'Neil</p>",
    );
  });

  it('uses only p, h2, ul, li and strong', () => {
    const body = joinHtml([h2('A <b>'), p('x'), ul(['a', strong('b')])]);
    const tags = [...body.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(['h2', 'p', 'ul', 'li', 'strong']));
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });
});
