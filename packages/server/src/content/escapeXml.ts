/** Text for XML content and attribute values: the five special characters escaped, characters XML forbids removed. */

/** XML 1.0 `Char`: tab, newline, carriage return and everything from U+0020 except surrogates, U+FFFE and U+FFFF. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

export function escapeXml(text: string): string {
  let clean = '';
  for (const char of text) if (isXmlChar(char.codePointAt(0)!)) clean += char;
  return clean
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
