/** Statuses as the source data writes them. */
export type SourceMatchStatus =
  | 'played'
  | 'scheduled'
  | 'postponed'
  | 'cancelled'
  | 'awarded'
  | 'resultNotAvailable'
  | 'suspended'
  | 'abandoned';

/** SPEC §4: the statuses counted as live or underway. */
export type LiveMatchStatus =
  'notStarted' | 'inPlay1H' | 'inPlay2H' | 'inPlay1EH' | 'inPlay2EH' | 'inPlayP' | 'halfTime' | 'breakTime';

export type MatchStatus = SourceMatchStatus | LiveMatchStatus | 'ended';
