export type { ApiErrorBody } from './ApiErrorBody.ts';
export type { Competition } from './Competition.ts';
export type { CompetitionSeason } from './CompetitionSeason.ts';
export type { Country } from './Country.ts';
export type { Group, GroupType } from './Group.ts';
export type { ImageRef } from './ImageRef.ts';
export { DEFAULT_LANGUAGE } from './Language.ts';
export type { Language } from './Language.ts';
export type { Match } from './Match.ts';
export type { KnownMatchEventSubtype, MatchEvent, MatchPeriod } from './MatchEvent.ts';
export type { MatchForm, MatchFormMeeting, MatchFormResult } from './MatchForm.ts';
export type { LiveMatchStatus, MatchStatus, SourceMatchStatus } from './MatchStatus.ts';
export type { Paginated } from './Paginated.ts';
export type { Player, PlayerDetail } from './Player.ts';
export type { Prediction } from './Prediction.ts';
export type { ResultRecord } from './ResultRecord.ts';
export type { Score } from './Score.ts';
export type {
  CompetitionSearchResult,
  MatchSearchResult,
  PlayerSearchResult,
  TeamSearchResult,
} from './SearchResult.ts';
export type { Season } from './Season.ts';
export type { FormResult, StandingRow } from './StandingRow.ts';
export type { PhaseWithTurns, StandingsSeason } from './StandingsSeason.ts';
export type { SimplifiedTeam, Team, TeamDetail } from './Team.ts';
export type { StatisticParameter, TeamStatisticComparison } from './TeamStatisticComparison.ts';
export type { Turn } from './Turn.ts';
export type { BookmakerBonus, BookmakerRef } from './BookmakerBonus.ts';
export type { NewsSearchResult } from './NewsSearchResult.ts';
