import { describe, expect, it } from 'vitest';
import { ALLOWED_BODY_ATTRIBUTES, ALLOWED_BODY_TAGS, sanitizeBody } from './sanitizeBody.ts';

/** Known XSS vectors, OWASP XSS Filter Evasion cheat sheet style, plus mutation-XSS classics. */
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="jav&#x0A;ascript:alert(1)">',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<img/src="x"/onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#14;  javascript:alert(1)">click</a>',
  '<a href=" JaVaScRiPt:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example/x">protocol-relative</a>',
  '<a href="https://example.org" onclick="alert(1)" onmouseover="alert(1)">ok</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style>@import "http://xss.example/xss.css";</style>',
  '<STYLE>li {list-style-image: url("javascript:alert(1)");}</STYLE><UL><LI>XSS</br>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</div>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<p class="x" id="y" onmouseover="alert(1)">text</p>',
  '<BODY ONLOAD=alert(1)>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(1);">',
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<BASE HREF="javascript:alert(1);//">',
  '<TABLE BACKGROUND="javascript:alert(1)"><TD BACKGROUND="javascript:alert(1)">x</TD></TABLE>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '"><img src=x onerror=alert(1)>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<a href="https://example.org" target="_blank">tab</a>',
  '<blockquote cite="javascript:alert(1)">q</blockquote>',
];

interface Tag {
  name: string;
  attributes: [string, string][];
}

/**
 * Reads the sanitizer's output strictly: it must be text (with `<` only as `&lt;`) and tags whose attributes are
 * all double-quoted. Anything else fails the test.
 */
function readTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const tag = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*(\/?)>/gy;
  let position = 0;
  while (position < html.length) {
    const next = html.indexOf('<', position);
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(html);
    if (!match) throw new Error(`unparsed markup at ${next}: ${html.slice(next, next + 40)}`);
    const attributes = [...(match[3] ?? '').matchAll(/([a-z-]+)="([^"]*)"/g)].map(
      (a) => [a[1], a[2]] as [string, string],
    );
    tags.push({ name: match[2]!, attributes });
    position = tag.lastIndex;
  }
  return tags;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme: strip them before judging.
  const url = [...decodeEntities(value)]
    .filter((char) => char.charCodeAt(0) > 0x20 && !/\p{Cc}/u.test(char))
    .join('');
  if (url.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

function assertSafe(output: string): void {
  for (const tag of readTags(output)) {
    expect(ALLOWED_BODY_TAGS as readonly string[]).toContain(tag.name);
    const allowed = ALLOWED_BODY_ATTRIBUTES[tag.name] ?? [];
    for (const [name, value] of tag.attributes) {
      expect(allowed, `${tag.name}[${name}] in ${output}`).toContain(name);
      if (name === 'href' || name === 'src') expect(isSafeUrl(value), `${name}="${value}"`).toBe(true);
      if (name === 'srcset') {
        for (const candidate of value.split(',')) {
          const url = candidate.trim().split(/\s+/)[0] ?? '';
          expect(isSafeUrl(url), `srcset="${value}"`).toBe(true);
        }
      }
    }
  }
  expect(output).not.toMatch(/javascript:|vbscript:|data:/i);
}

describe('sanitizeBody', () => {
  it.each(VECTORS)('neutralizes %s', (vector) => {
    const once = sanitizeBody(vector);
    assertSafe(once);
    expect(sanitizeBody(once)).toBe(once);
    // The same vector inside a legitimate article.
    assertSafe(sanitizeBody(`<p>Prima</p>${vector}<p>Dopo</p>`));
  });

  it('keeps the allowed markup and adds rel="noopener" to links', () => {
    const html =
      '<h2>Titolo</h2><p>Testo <strong>forte</strong>, <em>enfasi</em>, <b>b</b> <i>i</i>.</p>' +
      '<ul><li>uno</li></ul><ol><li>due</li></ol><blockquote>citazione</blockquote>' +
      '<p><a href="https://example.org/x">esterno</a> <a href="/news/pagina">interno</a></p>' +
      '<img src="/images/x.webp" alt="x" />' +
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    const output = sanitizeBody(html);
    expect(output).toContain('<h2>Titolo</h2>');
    expect(output).toContain('<strong>b</strong> <em>i</em>');
    expect(output).toContain('<a href="https://example.org/x" rel="noopener">esterno</a>');
    expect(output).toContain('<a href="/news/pagina" rel="noopener">interno</a>');
    expect(output).toContain('<img src="/images/x.webp" alt="x" />');
    expect(output).toContain('<td>1</td>');
    assertSafe(output);
  });

  it("keeps an uploaded picture's srcset, sizes, size and lazy loading", () => {
    const html =
      '<img src="/uploads/news/a-960.webp" srcset="/uploads/news/a-480.webp 480w, /uploads/news/a-960.webp 960w" ' +
      'sizes="(max-width: 720px) 100vw, 720px" alt="Il gol" width="960" height="540" loading="lazy">';
    expect(sanitizeBody(html)).toBe(
      '<img src="/uploads/news/a-960.webp" srcset="/uploads/news/a-480.webp 480w, /uploads/news/a-960.webp 960w" ' +
        'sizes="(max-width: 720px) 100vw, 720px" alt="Il gol" width="960" height="540" loading="lazy" />',
    );
  });

  it.each([
    '<img src="/a.webp" srcset="/a.webp 480w, javascript:alert(1) 960w">',
    '<img src="/a.webp" srcset="//evil.example/a.webp 480w">',
    '<img src="/a.webp" srcset="data:image/svg+xml;base64,PHN2Zz4= 1x">',
  ])('drops a srcset with an unsafe address: %s', (html) => {
    const output = sanitizeBody(html);
    expect(output).toBe('<img src="/a.webp" />');
    assertSafe(output);
  });

  it('keeps loading only as lazy', () => {
    expect(sanitizeBody('<img src="/a.webp" loading="eager">')).toBe('<img src="/a.webp" />');
  });

  it('escapes text so that names with & and < stay text', () => {
    expect(sanitizeBody('<p>Brighton & Hove < 3</p>')).toBe('<p>Brighton &amp; Hove &lt; 3</p>');
  });

  it('drops h1, h5, div and span but keeps their text', () => {
    expect(sanitizeBody('<h1>a</h1><div><span>b</span></div>')).toBe('ab');
  });
});
