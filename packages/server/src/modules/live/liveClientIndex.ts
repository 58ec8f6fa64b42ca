/**
 * The stream clients of this process, indexed by what they asked for (match → clients, competition → clients,
 * day → clients), so a message reaches the few clients it may concern without a scan of all of them.
 */
import type { LiveTarget } from './liveFilter.ts';
import { wants } from './liveFilter.ts';
import type { LiveClient } from './liveClient.ts';

type Index<K> = Map<K, Set<LiveClient>>;

function add<K>(index: Index<K>, key: K, client: LiveClient): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(client);
}

function remove<K>(index: Index<K>, key: K, client: LiveClient): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) index.delete(key);
}

export class LiveClientIndex {
  readonly all = new Set<LiveClient>();
  private readonly byMatch: Index<number> = new Map();
  private readonly byCompetition: Index<number> = new Map();
  private readonly byDay: Index<string> = new Map();
  private visit = 0;

  get size(): number {
    return this.all.size;
  }

  add(client: LiveClient): void {
    this.all.add(client);
    this.keys(client, add);
  }

  remove(client: LiveClient): void {
    if (this.all.delete(client)) this.keys(client, remove);
  }

  /** The clients whose filter takes a message about `target`, each once. */
  *clientsFor(target: LiveTarget): Generator<LiveClient> {
    const visit = ++this.visit;
    const sets = [
      this.byMatch.get(target.matchId),
      this.byCompetition.get(target.competitionId),
      this.byDay.get(target.day),
    ];
    for (const set of sets) {
      if (!set) continue;
      for (const client of set) {
        if (client.mark === visit) continue;
        client.mark = visit;
        if (wants(client.filter, target)) yield client;
      }
    }
  }

  /** A client sits under each of its matches, and under its competitions (else its day). */
  private keys(client: LiveClient, apply: <K>(index: Index<K>, key: K, client: LiveClient) => void): void {
    const { matchIds, competitionIds, day } = client.filter;
    for (const id of matchIds) apply(this.byMatch, id, client);
    for (const id of competitionIds) apply(this.byCompetition, id, client);
    if (competitionIds.size === 0 && day !== undefined) apply(this.byDay, day, client);
  }
}
