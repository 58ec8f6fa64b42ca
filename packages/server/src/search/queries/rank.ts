/**
 * The SQL side of the search ranking rule (decision 019; core `searchRank.ts` states it and sorts in memory):
 * the match tier of a normalized text, a team's prominence from its recent matches, and the ORDER BY.
 */
import { PROMINENCE_WINDOW_DAYS, TOP_COMPETITION_IDS, TOP_LEAGUE_MATCH_WEIGHT } from '@pallone/core';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SearchTerm } from './text.ts';

/** core `searchTier` in SQL: 4 the text is the term, 3 a whole word is, 2 a word starts with it, else 1. */
export function tierSql(column: AnyColumn | SQL, term: SearchTerm): SQL<number> {
  return sql<number>`(case when ${column} = ${term.text} then 4 when ' ' || ${column} || ' ' like ${`% ${term.text} %`} then 3 when ' ' || ${column} like ${`% ${term.text}%`} then 2 else 1 end)::int`.mapWith(
    Number,
  );
}

/**
 * A team's prominence (0 for a null team): its matches kicked off in the PROMINENCE_WINDOW_DAYS up to now, a
 * top-league one counting TOP_LEAGUE_MATCH_WEIGHT, any other 1. Served by the matches' team/kick-off indexes.
 */
export function teamProminenceSql(teamId: AnyColumn | SQL, now: Date): SQL<number> {
  const to = now.toISOString();
  const from = new Date(now.getTime() - PROMINENCE_WINDOW_DAYS * 86_400_000).toISOString();
  const top = sql.join(
    TOP_COMPETITION_IDS.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const side = (column: SQL) =>
    sql`select case when pcs.competition_id in (${top}) then ${TOP_LEAGUE_MATCH_WEIGHT}::int else 1 end as weight from matches pm join competition_seasons pcs on pcs.id = pm.competition_season_id where ${column} = ${teamId} and pm.kickoff_at > ${from}::timestamptz and pm.kickoff_at <= ${to}::timestamptz`;
  return sql<number>`(select coalesce(sum(weight), 0)::int from (${side(sql.raw('pm.home_team_id'))} union all ${side(sql.raw('pm.away_team_id'))}) prominence_matches)`.mapWith(
    Number,
  );
}

/** ORDER BY of the rule: tier; then prominence and similarity (similarity first in tier 1); then `rest`. */
export function rankOrderSql(tier: SQL, prominence: SQL, similarity: SQL, ...rest: SQL[]): SQL[] {
  return [
    sql`${tier} desc`,
    sql`case when ${tier} = 1 then ${similarity} else 0 end desc`,
    sql`${prominence} desc`,
    sql`${similarity} desc`,
    ...rest,
  ];
}
