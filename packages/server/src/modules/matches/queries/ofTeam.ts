/** A team's next fixtures and last played matches. */
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { matches } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { MatchBody } from '@pallone/contract';
import { upcomingCondition } from './list.ts';
import { selectMatchRows, toMatchBodies } from './row.ts';
import { ENDED_STATUSES } from './status.ts';

const involves = (teamId: number) => or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId));

/** The team's upcoming fixtures, soonest first. */
export async function listNextMatchesOfTeam(
  db: Db,
  teamId: number,
  limit: number,
  language: Language,
  now: Date,
): Promise<MatchBody[]> {
  const rows = await selectMatchRows(db)
    .where(and(involves(teamId), upcomingCondition(now)))
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(limit);
  return toMatchBodies(db, rows, language, now);
}

/** The team's last played (or awarded) matches, latest first; only those of `groupId` when given. */
export async function listLastMatchesOfTeam(
  db: Db,
  teamId: number,
  groupId: number | undefined,
  limit: number,
  language: Language,
  now: Date,
): Promise<MatchBody[]> {
  const rows = await selectMatchRows(db)
    .where(
      and(
        involves(teamId),
        inArray(matches.status, [...ENDED_STATUSES]),
        groupId === undefined ? undefined : eq(matches.groupId, groupId),
      ),
    )
    .orderBy(desc(matches.kickoffAt), desc(matches.id))
    .limit(limit);
  return toMatchBodies(db, rows, language, now);
}
