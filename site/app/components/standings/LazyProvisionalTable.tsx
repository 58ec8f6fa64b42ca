import { useEffect, useMemo, useState } from 'react';
import type { StandingRow } from '@pallone/core';
import type { StandingsMessages } from '../../../../packages/widgets/src/Standings/standingsMessages.ts';
import {
  usePlayingInGroup,
  type ProvisionalScope,
} from '../../../../packages/widgets/src/Standings/usePlayingInGroup.ts';

type ProvisionalCode = typeof import('./provisionalCode.ts');

let code: ProvisionalCode | undefined;
const loadCode = () =>
  import('./provisionalCode.ts').then((loaded) => {
    code = loaded;
  });

/**
 * The browser build's stand-in for the Standings widget's `useProvisionalTable` and `ProvisionalNote` as its
 * StandingsBody imports them (site/vite.config.ts): the widget follows the competition's live stream as before,
 * and the code of the provisional table loads once a match of the group is being played, which most visits never
 * see; the table goes live when it has loaded.
 */
export function useProvisionalTable(rows: readonly StandingRow[] | undefined, scope: ProvisionalScope) {
  const playing = usePlayingInGroup(scope);
  const { enabled } = scope;
  const wanted = enabled && Object.keys(playing).length > 0;
  const [loaded, setLoaded] = useState(code !== undefined);
  useEffect(() => {
    if (wanted && !loaded) void loadCode().then(() => setLoaded(true));
  }, [wanted, loaded]);
  return useMemo(() => {
    const results = Object.values(playing);
    if (!enabled || !rows || results.length === 0 || !loaded || !code) return { rows, live: false };
    return { rows: code.provisionalStandings(rows, results), live: true };
  }, [rows, playing, enabled, loaded]);
}

/** The note above a live table: the table is live only once its code, this note's with it, has loaded. */
export function ProvisionalNote({ text }: { text: StandingsMessages }) {
  const Note = code?.ProvisionalNote;
  return Note ? <Note text={text} /> : null;
}
