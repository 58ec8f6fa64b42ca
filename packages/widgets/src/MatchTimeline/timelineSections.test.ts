import { describe, expect, it } from 'vitest';
import type { MatchPeriod } from '@pallone/core';
import type { TimelineItem } from './timelineItems.ts';
import { timelineSections } from './timelineSections.ts';

/** A row of the World Cup 2022 final as timelineItems gives it (its real minutes and players). */
function item(
  id: number,
  matchPeriod: MatchPeriod,
  minute: number,
  type: TimelineItem['type'],
  message: string,
): TimelineItem {
  return {
    id,
    type,
    card: null,
    matchPeriod,
    minute,
    stoppage: null,
    minuteLabel: `${minute}'`,
    message,
    penalty: false,
    teamId: 1,
    teamName: 'Argentina',
    side: 'home',
    player: null,
  };
}

describe('timelineSections', () => {
  it('puts both halves of extra time under one heading', () => {
    const sections = timelineSections([
      item(167, '1H', 23, 'goal', 'Lionel Messi'),
      item(1981, '1EH', 91, 'substitute-out', 'Nahuel Molina'),
      item(168, '2EH', 108, 'goal', 'Lionel Messi'),
    ]);
    expect(sections.map((section) => [section.part, section.rows.length])).toEqual([
      ['firstHalf', 1],
      ['extraTime', 2],
    ]);
  });

  it('shows a change whose other half has not arrived yet (live stream) with the player it has', () => {
    const [section] = timelineSections([item(1982, '1EH', 91, 'substitute-in', 'Gonzalo Montiel')]);
    expect(section?.rows).toEqual([
      expect.objectContaining({
        type: 'substitution',
        on: [expect.objectContaining({ message: 'Gonzalo Montiel' })],
        off: [],
      }),
    ]);
  });
});
