/**
 * The three squad formats of data/squads, read into one shape: club squads (`team_id`, birth year,
 * nationality), Euro squads (national team by name, birth year, club) and World Cup squads (`fifa_code`, full
 * date of birth, club). A row that cannot be used is returned as an error with its line.
 */
import { countryCodeForTeamName, normalizeSearch } from '@pallone/core';
import type { CsvFile } from './csvFile.ts';
import { intCell, textCell } from './csvFile.ts';
import type { Lookups } from './lookups.ts';
import { parseIsoDate } from './zonedTime.ts';

export const SQUAD_COLUMNS = ['competition', 'season', 'player'];

export interface SquadRow {
  line: number;
  competition: string;
  season: string;
  /** Club squads: the club's team id; national squads: null (see `countryCode`). */
  teamId: number | null;
  /** National squads: the country whose national team this is. */
  countryCode: string | null;
  player: string;
  shirtNumber: number | null;
  position: string | null;
  birthYear: number | null;
  birthDate: string | null;
  nationality: string | null;
  /** The nationality is a guess of the source (club squads' `nationality_inferred`). */
  nationalityInferred: boolean;
  /** The player's club as the squad lists it, resolved through the aliases (national squads only). */
  clubTeamId: number | null;
}

const POSITIONS = new Set(['GK', 'DF', 'MF', 'FW']);

export function readSquadRows(
  csv: CsvFile,
  lookups: Lookups,
): { rows: SquadRow[]; errors: { line: number; reason: string }[] } {
  const rows: SquadRow[] = [];
  const errors: { line: number; reason: string }[] = [];
  const club = csv.header.includes('team_id');
  for (const { line, values: v } of csv.records) {
    const fail = (reason: string) => errors.push({ line, reason });
    if (!v.player || !v.competition || !v.season) {
      fail('missing player, competition or season');
      continue;
    }
    const shirtNumber = intCell(v.shirt_number);
    const birthYearCell = intCell(v.birth_year);
    if (shirtNumber === undefined) {
      fail(`shirt_number "${v.shirt_number}" is not a number`);
      continue;
    }
    if (birthYearCell === undefined) {
      fail(`birth_year "${v.birth_year}" is not a year`);
      continue;
    }
    const birthDate = textCell(v.date_of_birth);
    if (birthDate !== null && !parseIsoDate(birthDate)) {
      fail(`date_of_birth "${birthDate}" is not a date`);
      continue;
    }
    let teamId: number | null = null;
    let countryCode: string | null = null;
    if (club) {
      const alias = v.team ? lookups.aliases.get(normalizeSearch(v.team)) : undefined;
      teamId = lookups.teams.get(v.team_id ?? '')?.id ?? alias ?? null;
      if (teamId === null) {
        fail(`unknown team "${v.team_id || v.team}"`);
        continue;
      }
    } else {
      countryCode = v.fifa_code?.toUpperCase() || (v.team ? countryCodeForTeamName(v.team) : null);
      if (!countryCode) {
        fail(`unknown national team "${v.team}"`);
        continue;
      }
    }
    const clubAlias = !club && v.club ? lookups.aliases.get(normalizeSearch(v.club)) : undefined;
    const clubTeam = clubAlias === undefined ? undefined : lookups.teamsById.get(clubAlias);
    const position = v.position?.toUpperCase() ?? '';
    rows.push({
      line,
      competition: v.competition,
      season: v.season,
      teamId,
      countryCode,
      player: v.player,
      shirtNumber,
      position: POSITIONS.has(position) ? position : null,
      birthYear: birthDate ? Number(birthDate.slice(0, 4)) : birthYearCell,
      birthDate,
      nationality: club ? v.nationality?.toUpperCase() || null : countryCode,
      nationalityInferred: club && /^true$/i.test(v.nationality_inferred ?? ''),
      clubTeamId: clubTeam && !clubTeam.isNational ? clubTeam.id : null,
    });
  }
  return { rows, errors };
}

/** Stable import key of a player: normalized name + birth year (+ the team when the year is unknown). */
export function playerKey(row: Pick<SquadRow, 'player' | 'birthYear' | 'teamId' | 'countryCode'>): string {
  const name = normalizeSearch(row.player);
  if (row.birthYear !== null) return `${name}|${row.birthYear}`;
  return `${name}|?|${row.teamId ?? row.countryCode}`;
}
