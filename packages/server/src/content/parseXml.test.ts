import { describe, expect, it } from 'vitest';
import { childrenNamed, parseXml, XmlError } from './parseXml.ts';
import { escapeXml } from './escapeXml.ts';

describe('parseXml (the checker the feed tests rely on)', () => {
  it('reads well-formed XML and decodes entities', () => {
    const root = parseXml(
      '<?xml version="1.0" encoding="UTF-8"?>\n<a x="1 &amp; 2"><b>T &lt; &#38; &#x41;</b><c/></a>',
    );
    expect(root.attributes.x).toBe('1 & 2');
    expect(childrenNamed(root, 'b')[0]?.text).toBe('T < & A');
  });

  it.each([
    '<a><b></a></b>',
    '<a>x & y</a>',
    '<a>x < y</a>',
    '<a x=1></a>',
    '<a x="1" x="2"></a>',
    '<a>&nbsp;</a>',
    '<a></a><b></b>',
    'text<a></a>',
    '<a>',
  ])('rejects %j', (xml) => {
    expect(() => parseXml(xml)).toThrow(XmlError);
  });
});

describe('escapeXml', () => {
  it('escapes the special characters and drops characters XML forbids', () => {
    expect(escapeXml(`Brighton & Hove <Albion> "x" 'y'\u0001\uFFFE`)).toBe(
      'Brighton &amp; Hove &lt;Albion&gt; &quot;x&quot; &apos;y&apos;',
    );
  });
});
