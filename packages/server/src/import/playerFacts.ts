/**
 * What all squad files of a run say about each player, merged in squad order (oldest season first): the
 * latest club and national team, the first spelling of the name, the full date of birth when any squad has it.
 * Two rows with the same name, birth years one apart and a club in common are one player (the sources
 * disagree on a few birth years, e.g. Nahuel Molina 1997/1998); the oldest row's key names him.
 */
import { normalizeSearch } from '@pallone/core';
import { playerKey, type SquadRow } from './squadRows.ts';

export interface SquadFileInput {
  /** Season end used to order the files (`2024-06-30` for 2023-24). */
  asOf: string;
  rows: SquadRow[];
}

export interface PlayerFacts {
  /** The player's import key (players.source_key). */
  key: string;
  /** The first spelling (oldest squad) names the player. */
  name: string;
  birthYear: number | null;
  birthDate: string | null;
  /** The latest squad's position. */
  position: string | null;
  clubTeamId: number | null;
  nationalCountry: string | null;
  nationality: string | null;
  /** The nationality comes from a national squad or an explicit code (not inferred). */
  nationalityCertain: boolean;
  /** Every club the player appears with (to recognize him under another birth year). */
  clubs: Set<number>;
}

/** Facts by every row key (`playerKey(row)`); rows of one player share one object. */
export function collectPlayerFacts(files: readonly SquadFileInput[]): Map<string, PlayerFacts> {
  const facts = new Map<string, PlayerFacts>();
  const byName = new Map<string, PlayerFacts[]>();
  for (const file of [...files].sort((a, b) => a.asOf.localeCompare(b.asOf))) {
    for (const row of file.rows) {
      const rowKey = playerKey(row);
      const club = row.teamId ?? row.clubTeamId;
      const name = normalizeSearch(row.player);
      let f = facts.get(rowKey);
      f ??= byName
        .get(name)
        ?.find(
          (p) =>
            p.birthYear !== null &&
            row.birthYear !== null &&
            Math.abs(p.birthYear - row.birthYear) === 1 &&
            club !== null &&
            p.clubs.has(club),
        );
      if (!f) {
        f = {
          key: rowKey,
          name: row.player,
          birthYear: row.birthYear,
          birthDate: null,
          position: null,
          clubTeamId: null,
          nationalCountry: null,
          nationality: null,
          nationalityCertain: false,
          clubs: new Set(),
        };
        byName.set(name, [...(byName.get(name) ?? []), f]);
      }
      facts.set(rowKey, f);
      if (row.birthDate && !f.birthDate) {
        f.birthDate = row.birthDate;
        f.birthYear = Number(row.birthDate.slice(0, 4));
      }
      f.position = row.position ?? f.position;
      if (club !== null) {
        f.clubTeamId = club;
        f.clubs.add(club);
      }
      if (row.countryCode !== null) f.nationalCountry = row.countryCode;
      const certain = row.countryCode !== null || !row.nationalityInferred;
      if (row.nationality && (certain || !f.nationalityCertain)) {
        f.nationality = row.nationality;
        f.nationalityCertain ||= certain;
      }
    }
  }
  return facts;
}
