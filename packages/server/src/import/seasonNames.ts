/** Season keys of the data: `2023-24` → name `2023/2024`, slug `2023-2024`; `2024` → `2024`. */

export interface SeasonNames {
  name: string;
  slug: string;
  /** Default range when no match dates are known: Jul 1 – Jun 30, or the calendar year. */
  defaultStart: string;
  defaultEnd: string;
}

export function seasonNames(code: string): SeasonNames | null {
  const split = /^(\d{4})-(\d{2})$/.exec(code);
  if (split) {
    const first = Number(split[1]);
    const second = first + 1;
    if (String(second).slice(-2) !== split[2]) return null;
    return {
      name: `${first}/${second}`,
      slug: `${first}-${second}`,
      defaultStart: `${first}-07-01`,
      defaultEnd: `${second}-06-30`,
    };
  }
  if (/^\d{4}$/.test(code))
    return { name: code, slug: code, defaultStart: `${code}-01-01`, defaultEnd: `${code}-12-31` };
  return null;
}
