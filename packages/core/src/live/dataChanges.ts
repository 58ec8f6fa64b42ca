/**
 * One process-wide signal that stored football data changed (a sync, the live feed, the back-office). The API
 * server announces it after every committed change (and when another process's change arrives over Redis);
 * every in-process cache of API answers (the site server's shared API cache) listens and drops what it holds.
 * The registry lives on `globalThis` under a registered symbol, so separately bundled copies of core (the built
 * site server, the API server) share one.
 */
const KEY = Symbol.for('pallone.dataChanges');

interface Registry {
  version: number;
  listeners: Set<(version: number) => void>;
}

function registry(): Registry {
  const holder = globalThis as { [KEY]?: Registry };
  return (holder[KEY] ??= { version: 0, listeners: new Set() });
}

/** A number that grows with every announced change: an answer read under an older version is stale. */
export function dataVersion(): number {
  return registry().version;
}

/** Calls `listener` after each change; returns the unsubscribe function. */
export function onDataChanged(listener: (version: number) => void): () => void {
  const { listeners } = registry();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces a change to every listener of this process. */
export function announceDataChanged(): number {
  const reg = registry();
  reg.version += 1;
  for (const listener of reg.listeners) listener(reg.version);
  return reg.version;
}
