import type { Labels } from '../../i18n/labels.ts';

/** GK | DF | MF | FW as a word in the visitor's language; anything else as the data has it. */
export function positionName(position: string | null, t: Labels): string {
  switch (position) {
    case 'GK':
      return t.goalkeeper;
    case 'DF':
      return t.defender;
    case 'MF':
      return t.midfielder;
    case 'FW':
      return t.forward;
    default:
      return position ?? '';
  }
}
