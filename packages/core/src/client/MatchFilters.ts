/** SPEC §7: the filters of `GET /matches`. Left-out filters are not sent. */
export interface MatchFilters {
  competitionId?: number;
  seasonId?: number;
  turnId?: number;
  groupId?: number;
  teamId?: number;
  /** With `teamId`: only the matches between the two teams. */
  teamId2?: number;
  /** A day, `YYYY-MM-DD`. */
  date?: string;
  onlyPlayed?: boolean;
  onlyLive?: boolean;
  onlyFuture?: boolean;
  order?: 'asc' | 'desc';
  /** 1-based; default 1. */
  page?: number;
  /** Default 20, at most 100. */
  pageSize?: number;
}
