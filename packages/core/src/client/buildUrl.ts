import { API_PREFIX } from './clientConstants.ts';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * `{baseUrl}/api/v1{path}?query`. Null and undefined query values are left out, arrays are comma-joined
 * (`teamIds=1,2`), and everything else is percent-encoded. `baseUrl` is the API's origin ("" for same origin).
 */
export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const encoded = Array.isArray(value)
      ? value.map((item) => encodeURIComponent(String(item))).join(',')
      : encodeURIComponent(String(value));
    pairs.push(`${encodeURIComponent(key)}=${encoded}`);
  }
  const search = pairs.length > 0 ? `?${pairs.join('&')}` : '';
  return `${baseUrl.replace(/\/+$/, '')}${API_PREFIX}${path}${search}`;
}
