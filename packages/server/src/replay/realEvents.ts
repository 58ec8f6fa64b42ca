/**
 * A played match's real events from the bundled data, as the replay sends them: goals from the match file
 * (`goals1`/`goals2`, credited to team 1/2; an own goal's scorer plays for the other side), and for the 2022
 * World Cup the bookings and substitutions of `data/cc-by-sa-4.0/` (Fjelstul World Cup Database, CC BY-SA 4.0).
 * The goals must add up to the real score, or the replay could not end on the real result.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { FeedPeriod, FeedSubtype } from '@pallone/contract';
import { periodFromMinute, periodFromText } from '../import/eventPeriod.ts';
import { ReplayError, type DataGoal, type DataMatch } from './findDataMatch.ts';

export type Side = 'home' | 'away';

export interface RealEvent {
  side: Side;
  subtype: FeedSubtype;
  playerName: string;
  minute: number;
  stoppage: number | null;
  period: FeedPeriod;
  penalty: boolean;
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** The feed has no shoot-out period for match events: a card shown during the shoot-out closes extra time. */
function feedPeriod(period: ReturnType<typeof periodFromMinute>): FeedPeriod {
  return period === 'P' ? '2EH' : period;
}

function goalsOf(goals: DataGoal[] | undefined, credited: Side): RealEvent[] {
  return (goals ?? []).map((goal) => ({
    // The feed wants the scorer's team: an own goal's scorer plays for the side not credited.
    side: goal.owngoal ? other(credited) : credited,
    subtype: goal.owngoal ? 'own-goal' : 'goal',
    playerName: goal.name,
    minute: goal.minute,
    stoppage: goal.offset ? goal.offset : null,
    period: feedPeriod(periodFromMinute(goal.minute)),
    penalty: goal.penalty === true,
  }));
}

async function csvRows(file: string): Promise<Record<string, string>[]> {
  const text = await readFile(file, 'utf8').catch(() => null);
  return text === null
    ? []
    : (parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[]);
}

async function bookingsAndSubstitutions(dataDir: string, match: DataMatch): Promise<RealEvent[]> {
  const dir = path.join(dataDir, 'cc-by-sa-4.0');
  const sideOf = (team: string | undefined): Side | null =>
    team === match.team1 ? 'home' : team === match.team2 ? 'away' : null;
  const events: RealEvent[] = [];
  const add = (row: Record<string, string>, subtype: FeedSubtype) => {
    const side = sideOf(row.team);
    const minute = Number(row.minute_regulation);
    if (side === null || !row.player || !Number.isInteger(minute)) return;
    const stoppage = Number(row.minute_stoppage) || null;
    const period = periodFromText(row.match_period) ?? periodFromMinute(minute);
    events.push({
      side,
      subtype,
      playerName: row.player,
      minute,
      stoppage,
      period: feedPeriod(period),
      penalty: false,
    });
  };
  for (const row of await csvRows(path.join(dir, 'worldcup2022_bookings.csv'))) {
    if (row.match_id !== match.id) continue;
    if (row.second_yellow_card === '1') add(row, 'yellow-red');
    else if (row.red_card === '1') add(row, 'red');
    else if (row.yellow_card === '1') add(row, 'yellow');
  }
  for (const row of await csvRows(path.join(dir, 'worldcup2022_substitutions.csv'))) {
    if (row.match_id !== match.id) continue;
    if (row.going_off === '1') add(row, 'substitute-out');
    else if (row.coming_on === '1') add(row, 'substitute-in');
  }
  return events;
}

export async function realEvents(dataDir: string, match: DataMatch): Promise<RealEvent[]> {
  const final = match.score?.et ?? match.score?.ft;
  if (match.status !== 'played' || !final)
    throw new ReplayError(`${match.id} has no played result in the bundled data`);
  const goals = [...goalsOf(match.goals1, 'home'), ...goalsOf(match.goals2, 'away')];
  const credited = (side: Side) =>
    goals.filter((g) => (g.subtype === 'own-goal' ? other(g.side) : g.side) === side).length;
  if (credited('home') !== final[0] || credited('away') !== final[1])
    throw new ReplayError(
      `The bundled data lacks the goals of ${match.id} (${final[0]}-${final[1]}): only World Cup and Euro ` +
        'matches carry them, and goalless matches need none',
    );
  return [...goals, ...(await bookingsAndSubstitutions(dataDir, match))];
}
