/**
 * Test helper: search texts drawn from the bundled data's own names, as people type them — whole names with
 * their accents and capitals, surnames, prefixes of 1–6 letters, typos (a letter dropped, doubled, two swapped),
 * aliases — plus the cases decision 019 names. Deterministic: the same data gives the same texts.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { competitions, players, teamAliases, teams } from '../db/schema.ts';

const NAMED_CASES = [
  'inter',
  'lautaro',
  'Lautaro Martinez',
  'man united',
  'kenan yildis',
  'sud',
  'südtirol',
  'a',
  'ab',
  'fc',
  'ac milan',
  'real',
  'de',
  '04',
  '1',
  'a b',
  'x y z',
  'serie a',
  'premier',
  'champions league',
  'Müller',
  'ødegaard',
  "N'Golo",
  'messi',
  'zzzz',
];

/** One way of typing `name`, picked by `n`. */
function variant(name: string, n: number): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = [...name];
  const at = 1 + (n % Math.max(1, letters.length - 2));
  switch (n % 7) {
    case 0:
      return name;
    case 1:
      return words.at(-1) ?? name;
    case 2:
      return name.slice(0, 1 + (n % 6));
    case 3:
      return [...letters.slice(0, at), ...letters.slice(at + 1)].join('');
    case 4:
      return [...letters.slice(0, at), letters[at] ?? '', ...letters.slice(at)].join('');
    case 5:
      return [
        ...letters.slice(0, at - 1),
        letters[at] ?? '',
        letters[at - 1] ?? '',
        ...letters.slice(at + 1),
      ].join('');
    default:
      return name.toUpperCase();
  }
}

/** Every `step`-th of the names, each typed one way. */
function pick(names: readonly string[], count: number, offset: number): string[] {
  const step = Math.max(1, Math.floor(names.length / count));
  const picked: string[] = [];
  for (let i = 0; i < count && i * step < names.length; i++)
    picked.push(variant(names[i * step]!, i + offset));
  return picked;
}

export async function searchTermsFromData(db: Db, count = 300): Promise<string[]> {
  const playerNames = (await db.select({ name: players.name }).from(players).orderBy(asc(players.id))).map(
    (row) => row.name,
  );
  const teamNames = (await db.select({ name: teams.name }).from(teams).orderBy(asc(teams.id))).map(
    (row) => row.name,
  );
  const aliases = (
    await db.select({ alias: teamAliases.alias }).from(teamAliases).orderBy(asc(teamAliases.alias))
  ).map((row) => row.alias);
  const competitionNames = (
    await db.select({ name: competitions.nameIt }).from(competitions).orderBy(asc(competitions.id))
  ).map((row) => row.name);
  const teamTexts = pick(teamNames, Math.round(count * 0.25), 3);
  const aliasTexts = pick(aliases, Math.round(count * 0.12), 5);
  const competitionTexts = pick(competitionNames, competitionNames.length, 1);
  const playerCount =
    count - NAMED_CASES.length - teamTexts.length - aliasTexts.length - competitionTexts.length;
  return [
    ...NAMED_CASES,
    ...pick(playerNames, playerCount, 0),
    ...teamTexts,
    ...aliasTexts,
    ...competitionTexts,
  ];
}
