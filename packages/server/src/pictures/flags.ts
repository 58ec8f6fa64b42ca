/**
 * Country and national-team flags from the flag-icons package (MIT, see data/NOTICE.md), served by our own
 * server at `/flags/<shape>/<name>.svg` (`4x3` for countries, `1x1` for a national team's square icon). The
 * data's FIFA-style country codes map to flag-icons' names through core's ISO-2 table; the four British
 * associations have their own flags (gb-eng, gb-sct, gb-wls, gb-nir), UEFA the European flag. A code without a
 * flag file (FIFA, WORLD, an unknown code) has none: the API answers `image: null` and pages use the fallback.
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countryInfo } from '@pallone/core';

export const FLAG_SHAPES = ['4x3', '1x1'] as const;
export type FlagShape = (typeof FLAG_SHAPES)[number];
export const FLAGS_URL_PREFIX = '/flags';

const FLAGS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags',
);

/** Flag names flag-icons ships (the same in both shapes): `it`, `gb-eng` … */
const AVAILABLE = new Set(
  readdirSync(path.join(FLAGS_DIR, '4x3'))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length)),
);

const BY_HAND: Readonly<Record<string, string>> = {
  ENG: 'gb-eng',
  SCO: 'gb-sct',
  WAL: 'gb-wls',
  NIR: 'gb-nir',
  UEFA: 'eu',
};

/** flag-icons' name of a country code (`ITA` → `it`, `ENG` → `gb-eng`), or null when there is no flag. */
export function flagNameOf(countryCode: string): string | null {
  const info = countryInfo(countryCode);
  const name = BY_HAND[info.code] ?? info.iso2?.toLowerCase() ?? null;
  return name !== null && AVAILABLE.has(name) ? name : null;
}

/** The URL path of a country's flag, or null. */
export function flagPath(countryCode: string | null, shape: FlagShape): string | null {
  const name = countryCode === null ? null : flagNameOf(countryCode);
  return name === null ? null : `${FLAGS_URL_PREFIX}/${shape}/${name}.svg`;
}

/** A country's image as the API answers it: an uploaded image first, else its flag, else none. */
export function countryImage(countryCode: string | null, imagePath: string | null): { path: string } | null {
  const found = imagePath ?? flagPath(countryCode, '4x3');
  return found === null ? null : { path: found };
}

const files = new Map<string, string>();

/** The SVG text of a flag (read once, then kept: a few hundred bytes each), or null for an unknown name. */
export async function readFlag(shape: FlagShape, name: string): Promise<string | null> {
  if (!AVAILABLE.has(name)) return null;
  const key = `${shape}/${name}`;
  const known = files.get(key);
  if (known !== undefined) return known;
  const text = await readFile(path.join(FLAGS_DIR, shape, `${name}.svg`), 'utf8');
  files.set(key, text);
  return text;
}
