/** What every file importer gets: the transaction, the run's lookups, the file's tally and competitions.json. */
import type { CompetitionMetadata } from '@pallone/core';
import type { GroupLetters } from './groupLettersFile.ts';
import type { Lookups } from './lookups.ts';
import type { FileTally } from './report.ts';
import type { Executor } from './upsert.ts';

/** One competitions.json entry, as far as the importer uses it. */
export interface CompetitionsJsonEntry extends CompetitionMetadata {
  code: string;
  season: string | null;
}

export interface ImportContext {
  db: Executor;
  lookups: Lookups;
  tally: FileTally;
  /** competitions.json by code (first entry per code). */
  competitionMeta: Map<string, CompetitionsJsonEntry>;
  /** Codes whose competition row was already written in this run. */
  syncedCompetitions: Set<string>;
  /** pallone/group_letters.csv, read before the match files (empty when the file is absent). */
  groupLetters: GroupLetters;
}
