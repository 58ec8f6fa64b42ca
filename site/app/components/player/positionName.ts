import type { Labels } from '../../i18n/labels.ts';
import { isPosition, POSITION_WORDS } from './positionWords.ts';

/** GK | DF | MF | FW as a word in the visitor's language; anything else as the data has it. */
export function positionName(position: string | null, t: Labels): string {
  return isPosition(position) ? t[POSITION_WORDS[position].one] : (position ?? '');
}
