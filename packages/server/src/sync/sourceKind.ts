/**
 * What a configured sync source is, from its URL or path alone:
 * - `…/<season>/<code>.json` (openfootball's football.json layout, e.g. `…/2026-27/it.1.json`): fixtures and
 *   results of that competition season;
 * - `….csv` (football-data.co.uk, e.g. `…/mmz4281/2526/I1.csv`): results and match statistics; the division and
 *   the season come from the file (`Div` column, dates) unless the path names the season (`/2526/`).
 */
export type SourceKind =
  | { format: 'openfootball'; code: string; season: string }
  | { format: 'football-data'; season: string | null };

export class UnknownSourceError extends Error {
  override name = 'UnknownSourceError';
}

const SEASON = /^(\d{4}-\d{2}|\d{4})$/;
const CODE = /^[a-z]{2,8}(\.[a-z0-9]{1,8}){0,3}$/;

function pathOf(source: string): string {
  try {
    const url = new URL(source);
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'file:')
      return url.pathname;
  } catch {
    // not a URL: a local path
  }
  return source.replaceAll('\\', '/');
}

/** football-data's season folder `2526` → `2025-26`. */
function footballDataSeason(folder: string | undefined): string | null {
  const m = /^(\d{2})(\d{2})$/.exec(folder ?? '');
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2])) return null;
  return `20${m[1]}-${m[2]}`;
}

export function sourceKind(source: string): SourceKind {
  const parts = pathOf(source).split('/').filter(Boolean);
  const file = parts.at(-1) ?? '';
  const folder = parts.at(-2);
  if (file.toLowerCase().endsWith('.json')) {
    const code = file.slice(0, -'.json'.length);
    if (folder && SEASON.test(folder) && CODE.test(code))
      return { format: 'openfootball', code, season: folder };
    throw new UnknownSourceError(`${source}: a football.json source must end in <season>/<code>.json`);
  }
  if (file.toLowerCase().endsWith('.csv'))
    return { format: 'football-data', season: footballDataSeason(folder) };
  throw new UnknownSourceError(`${source}: not a <season>/<code>.json or a football-data .csv source`);
}

export function isRemote(source: string): boolean {
  return /^https?:\/\//i.test(source);
}
