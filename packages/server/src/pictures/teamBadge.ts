/**
 * A club's generated badge: no crest in the data has a licence we can ship, and the data has no club colours,
 * so the badge is drawn from what the data has: the initials of the team's short name (else its name) on a pair
 * of colours derived from its stable source id (`genoa-cfc-ita`), the same on every server and every run.
 * Pure: one SVG string per team, cached by the route's response cache.
 */

/** Club-type words that say nothing about which club it is (FC, AC, SSC …), left out of the initials. */
const CLUB_WORDS = new Set(
  'fc ac cf sc ss ssc as us cd ud rc rcd sl sv vfb vfl tsg bc afc cfc fk sk nk ca sad de la del di da do of the and'.split(
    ' ',
  ),
);

/** `Inter` → `INT`, `Hellas Verona` → `HV`, `Real Madrid CF` → `RM`; at most 3 letters, upper-cased. */
export function badgeInitials(label: string): string {
  const words = label
    .split(/[\s\-./']+/u)
    .filter((word) => /\p{L}/u.test(word) && !CLUB_WORDS.has(word.toLowerCase()));
  const letters = (word: string) => [...word].filter((char) => /\p{L}/u.test(char));
  const [first] = words;
  if (first === undefined) return letters(label).slice(0, 3).join('').toUpperCase();
  if (words.length === 1) return letters(first).slice(0, 3).join('').toUpperCase();
  return words
    .slice(0, 3)
    .map((word) => letters(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** FNV-1a, 32 bits: a stable number from the team's source id. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** The badge's two colours: a dark field (white initials read on it) and a lighter band of another hue. */
export function badgeColours(sourceId: string): { field: string; band: string } {
  const hash = hashOf(sourceId);
  const hue = hash % 360;
  const bandHue = (hue + 90 + ((hash >>> 9) % 180)) % 360;
  const lightness = 26 + ((hash >>> 17) % 12);
  return { field: hslToHex(hue, 62, lightness), band: hslToHex(bandHue, 70, 58) };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface BadgeTeam {
  sourceId: string;
  name: string;
  shortName: string | null;
}

/** The badge as an SVG document: a shield in the club's derived colours with its initials. */
export function teamBadgeSvg(team: BadgeTeam): string {
  const initials = badgeInitials(team.shortName ?? team.name);
  const { field, band } = badgeColours(team.sourceId);
  const fontSize = initials.length >= 3 ? 19 : 23;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">',
    '<clipPath id="s"><path d="M32 3 58 11v19c0 16-11 26-26 31C17 56 6 46 6 30V11Z"/></clipPath>',
    `<g clip-path="url(#s)"><rect width="64" height="64" fill="${field}"/>`,
    `<rect y="44" width="64" height="9" fill="${band}"/></g>`,
    `<path d="M32 3 58 11v19c0 16-11 26-26 31C17 56 6 46 6 30V11Z" fill="none" stroke="${band}" stroke-width="3"/>`,
    `<text x="32" y="36" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700"`,
    ` font-size="${fontSize}" fill="#fff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
