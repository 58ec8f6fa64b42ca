/**
 * One process-wide signal that stored football data changed (a sync, the live feed, the back-office). The API
 * server announces it after every committed change (and when another process's change arrives over Redis);
 * every in-process cache of API answers (the site server's shared API cache) compares `dataVersion()` and drops
 * what was read under an older one.
 * The registry lives on `globalThis` under a registered symbol, so separately bundled copies of core (the built
 * site server, the API server) share one.
 */
const KEY = Symbol.for('pallone.dataChanges');

interface Registry {
  version: number;
}

function registry(): Registry {
  const holder = globalThis as { [KEY]?: Registry };
  return (holder[KEY] ??= { version: 0 });
}

/** A number that grows with every announced change: an answer read under an older version is stale. */
export function dataVersion(): number {
  return registry().version;
}

/** Announces a change to every cache of this process: the version grows. */
export function announceDataChanged(): number {
  return (registry().version += 1);
}
