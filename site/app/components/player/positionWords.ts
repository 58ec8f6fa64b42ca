import type { Labels } from '../../i18n/labels.ts';

/** Each playing position's label keys: the word for one player and the heading of the squad's group. */
export const POSITION_WORDS = {
  GK: { one: 'goalkeeper', group: 'goalkeepers' },
  DF: { one: 'defender', group: 'defenders' },
  MF: { one: 'midfielder', group: 'midfielders' },
  FW: { one: 'forward', group: 'forwards' },
} as const satisfies Record<string, { one: keyof Labels; group: keyof Labels }>;

export type Position = keyof typeof POSITION_WORDS;

/** Whether the data's position code is one of GK | DF | MF | FW. */
export const isPosition = (code: string | null): code is Position =>
  code !== null && Object.hasOwn(POSITION_WORDS, code);
