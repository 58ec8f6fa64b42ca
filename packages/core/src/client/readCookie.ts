/** One cookie's decoded value from a `document.cookie` style string, or null. */
export function readCookie(cookies: string | undefined, name: string): string | null {
  if (!cookies) return null;
  for (const pair of cookies.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    const raw = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
