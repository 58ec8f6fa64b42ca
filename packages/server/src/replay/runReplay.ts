/**
 * `npm run replay`'s work (issue #10 §4): reads the match from the server's API, its real events from the
 * bundled data, builds the timeline and posts it to `POST /api/v1/feed/events` as match time passes (`speed`
 * match seconds per second; 0 sends everything at once), each event dated by the replay's own clock with an id
 * unique to the run. Ends by reading the stored match back: its result must be the real one.
 */
import { randomBytes } from 'node:crypto';
import { FEED_MAX_EVENTS, type FeedEvent, type MatchBody } from '@pallone/contract';
import { buildTimeline, type TimelineStep } from './buildTimeline.ts';
import { realResultText, resultDifferences } from './checkResult.ts';
import { describeStep } from './describeStep.ts';
import { findDataMatch, ReplayError } from './findDataMatch.ts';
import { realEvents } from './realEvents.ts';
import { realShootout } from './realShootout.ts';
import { serverClient, type ServerClientOptions } from './serverClient.ts';

export interface ReplayOptions extends ServerClientOptions {
  /** The match to replay: numeric id or pallonecomSlug. */
  match: string;
  /** Replay onto this match instead (its home team takes the real home side's events). */
  target?: number;
  /** Match seconds per real second (60: a minute a second); 0 sends everything at once. */
  speed: number;
  /** The bundled data folder (`data/`). */
  dataDir: string;
  log?: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  /** Wall clock in ms (tests). */
  clock?: () => number;
  runId?: string;
}

export interface ReplayResult {
  matchId: number;
  sent: number;
  accepted: number;
  duplicates: number;
  final: MatchBody;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function teamsOf(match: MatchBody): { homeTeamId: number; awayTeamId: number } {
  if (!match.homeTeam || !match.awayTeam)
    throw new ReplayError(`Match ${match.id} has no teams yet (${match.homeName}–${match.awayName})`);
  return { homeTeamId: match.homeTeam.id, awayTeamId: match.awayTeam.id };
}

export async function runReplay(options: ReplayOptions): Promise<ReplayResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const sleep = options.sleep ?? wait;
  const clock = options.clock ?? Date.now;
  const client = serverClient(options);

  const source = await client.getMatch(options.match);
  const real = await findDataMatch(options.dataDir, {
    competitionId: source.competition.id,
    homeName: source.homeName,
    awayName: source.awayName,
    date: source.date,
  });
  const events = await realEvents(options.dataDir, real);
  const kicks = await realShootout(options.dataDir, real);
  const target = options.target === undefined ? source : await client.getMatch(String(options.target));
  const steps = buildTimeline({
    target: { matchId: target.id, ...teamsOf(target) },
    events,
    extraTime: real.score?.et !== undefined,
    kicks,
  });
  const names = new Map([
    [target.homeTeam?.id, target.homeTeam?.name ?? target.homeName],
    [target.awayTeam?.id, target.awayTeam?.name ?? target.awayName],
  ]);
  const teamName = (id: number) => names.get(id) ?? String(id);
  log(
    `Replaying ${real.team1}–${real.team2} (${real.date}, real result ${realResultText(real)}) ` +
      `onto match ${target.id}${options.target === undefined ? '' : ` (${target.homeName}–${target.awayName})`}, ` +
      (options.speed > 0 ? `speed ${options.speed}` : 'all events at once'),
  );

  const runId = options.runId ?? `${clock().toString(36)}${randomBytes(3).toString('hex')}`;
  const totals = { sent: 0, accepted: 0, duplicates: 0 };
  let lastAt = 0;
  const dated = (step: TimelineStep, index: number, atMs: number): FeedEvent => {
    lastAt = Math.max(atMs, lastAt + 1);
    const id = `replay-${runId}-${String(index + 1).padStart(4, '0')}`;
    // The replay start tells the server the replay's pace, so the running clock matches the replayed minutes.
    const pace =
      step.event.type === 'status' && step.event.replay && options.speed > 0 ? { speed: options.speed } : {};
    return { ...step.event, ...pace, id, at: new Date(lastAt).toISOString() } as FeedEvent;
  };
  const send = async (batch: FeedEvent[], described: TimelineStep[]) => {
    for (let start = 0; start < batch.length; start += FEED_MAX_EVENTS) {
      const answer = await client.postEvents(batch.slice(start, start + FEED_MAX_EVENTS));
      totals.sent += Math.min(FEED_MAX_EVENTS, batch.length - start);
      totals.accepted += answer.accepted;
      totals.duplicates += answer.duplicates;
    }
    for (const step of described) log(describeStep(step, teamName));
  };

  const startedAt = clock();
  if (options.speed <= 0) {
    await send(
      steps.map((step, index) => dated(step, index, startedAt + index)),
      steps,
    );
  } else {
    for (let index = 0; index < steps.length;) {
      const clockS = steps[index]!.clockS;
      const group: number[] = [];
      while (index < steps.length && steps[index]!.clockS === clockS) group.push(index++);
      const due = startedAt + (clockS * 1000) / options.speed;
      const delay = due - clock();
      if (delay > 0) await sleep(delay);
      const at = clock();
      await send(
        group.map((i) => dated(steps[i]!, i, at)),
        group.map((i) => steps[i]!),
      );
    }
  }

  const final = await client.getMatch(String(target.id));
  const differences = resultDifferences(final, real);
  if (differences.length > 0)
    throw new ReplayError(`The stored result differs from the real one: ${differences.join('; ')}`);
  log(
    `Done: match ${target.id} ended ${realResultText(real)}, as it really did (${totals.accepted} events stored).`,
  );
  return { matchId: target.id, ...totals, final };
}
