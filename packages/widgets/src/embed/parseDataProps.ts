/**
 * A widget element's `data-*` attributes → the widget's props (the `dataset` keys are already camelCase:
 * `data-competition-id` → `competitionId`):
 * - numbers become numbers (`"68"` → 68, `"1.5"` → 1.5; `"007"` stays a string);
 * - `"true"`/`"false"` and a bare attribute (`data-show-on-mobile`) become booleans;
 * - a comma list of numbers becomes an array (`data-team-ids="1,2"` → `[1, 2]`), and a name ending in `Ids` is
 *   always a list (`data-competition-ids="68"` → `[68]`);
 * - a value starting with `[` or `{` is read as JSON when it parses (`data-slugs='["inter","milan"]'`);
 * - `data-lang` is the `language` prop; `data-brand-primary` and friends fill the `brand` object.
 * `data-pallone-widget` itself (the widget's name) is not a prop.
 */
export type DataPropValue = string | number | boolean | number[] | unknown;

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const RENAMED: Record<string, string> = { lang: 'language' };
const SKIPPED = new Set(['palloneWidget']);

export function parseDataValue(raw: string): DataPropValue {
  const value = raw.trim();
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  if (NUMBER.test(value)) return Number(value);
  if (value.includes(',')) {
    const items = value.split(',').map((item) => item.trim());
    if (items.every((item) => NUMBER.test(item))) return items.map(Number);
  }
  if (value.startsWith('[') || value.startsWith('{')) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return raw;
    }
  }
  return raw;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function parseDataProps(dataset: DOMStringMap): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const brand: Record<string, string> = {};
  for (const [key, raw] of Object.entries(dataset)) {
    if (raw === undefined || SKIPPED.has(key)) continue;
    if (/^brand[A-Z]/.test(key)) {
      brand[lowerFirst(key.slice('brand'.length))] = raw.trim();
      continue;
    }
    const name = RENAMED[key] ?? key;
    const value = name === 'language' || name === 'theme' ? raw.trim() : parseDataValue(raw);
    props[name] = /[a-z]Ids$/.test(name) && !Array.isArray(value) ? [value] : value;
  }
  if (Object.keys(brand).length > 0) props.brand = brand;
  return props;
}
