/**
 * The timeline each match last had in the stream, kept by the process that builds the messages, so a change is
 * sent as a diff: events added (or changed: same id, new content) and events withdrawn (deleted rows, whose
 * content only this memory still has). Bounded: the least recently changed matches are forgotten first.
 */
import type { MatchEvent } from '@pallone/contract';

export interface TimelineDiff {
  added: MatchEvent[];
  withdrawn: MatchEvent[];
}

interface Sent {
  event: MatchEvent;
  json: string;
}

export class LiveTimelines {
  private readonly byMatch = new Map<number, Map<number, Sent>>();
  private readonly capacity: number;

  constructor(capacity = 5_000) {
    this.capacity = capacity;
  }

  /** Whether a previous timeline of the match is known (else everything counts as added). */
  knows(matchId: number): boolean {
    return this.byMatch.has(matchId);
  }

  /** Records `current` as the match's timeline and answers what changed since the previous one. */
  update(matchId: number, current: readonly MatchEvent[]): TimelineDiff {
    const previous = this.byMatch.get(matchId) ?? new Map<number, Sent>();
    const next = new Map<number, Sent>();
    const added: MatchEvent[] = [];
    for (const event of current) {
      const json = JSON.stringify(event);
      next.set(event.id, { event, json });
      if (previous.get(event.id)?.json !== json) added.push(event);
    }
    const withdrawn = [...previous.values()]
      .filter(({ event }) => !next.has(event.id))
      .map(({ event }) => event);
    this.byMatch.delete(matchId);
    this.byMatch.set(matchId, next);
    if (this.byMatch.size > this.capacity) {
      const oldest = this.byMatch.keys().next().value;
      if (oldest !== undefined) this.byMatch.delete(oldest);
    }
    return { added, withdrawn };
  }
}
