/** Text → HTML for the generated sample articles. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `12,5%` (it) or `12.5%` (en). */
export function percent(part: number, whole: number, language: 'it' | 'en'): string {
  const value = whole === 0 ? '0.0' : ((part / whole) * 100).toFixed(1);
  return `${language === 'it' ? value.replace('.', ',') : value}%`;
}
