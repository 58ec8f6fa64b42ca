import type { Labels } from '../../i18n/labels.ts';
import { POSITION_WORDS } from '../player/positionWords.ts';

interface Positioned {
  position: string | null;
  shirtNumber: number | null;
  name: string;
}

const ORDER = ['GK', 'DF', 'MF', 'FW'] as const;

export interface SquadGroup<P> {
  /** GK | DF | MF | FW, or null for players without a position. */
  position: (typeof ORDER)[number] | null;
  players: P[];
}

/** Goalkeepers, defenders, midfielders, forwards, then anyone else; by shirt number (none last), then name. */
export function groupSquad<P extends Positioned>(players: readonly P[]): SquadGroup<P>[] {
  const byNumber = (a: P, b: P) =>
    (a.shirtNumber ?? Number.MAX_SAFE_INTEGER) - (b.shirtNumber ?? Number.MAX_SAFE_INTEGER) ||
    a.name.localeCompare(b.name);
  const known = (position: string | null) => ORDER.find((code) => code === position) ?? null;
  const groups: SquadGroup<P>[] = [...ORDER, null].map((position) => ({
    position,
    players: players.filter((player) => known(player.position) === position).sort(byNumber),
  }));
  return groups.filter((group) => group.players.length > 0);
}

/** The heading of a position group in the visitor's language. */
export function positionGroupLabel(position: SquadGroup<unknown>['position'], t: Labels): string {
  return position === null ? t.otherPlayers : t[POSITION_WORDS[position].group];
}
