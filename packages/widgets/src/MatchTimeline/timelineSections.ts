import type { MatchPeriod } from '@pallone/core';
import type { Side, TimelineItem } from './timelineItems.ts';

/** The headings of the timeline: both halves of extra time go under one "Supplementari". */
export type TimelinePart = 'firstHalf' | 'secondHalf' | 'extraTime' | 'penalties';

const PART_OF: Record<MatchPeriod, TimelinePart> = {
  '1H': 'firstHalf',
  '2H': 'secondHalf',
  '1EH': 'extraTime',
  '2EH': 'extraTime',
  P: 'penalties',
};

/**
 * The changes one team made at one minute: who came on and who went off. The data links no player coming on to
 * the one going off, so a double change at 71' is one row with both names on each side, never a guessed pairing.
 */
export interface SubstitutionRow {
  type: 'substitution';
  /** The id of the row's first event (a stable React key while the stream adds events). */
  id: number;
  side: Side;
  minuteLabel: string;
  teamName: string | null;
  on: TimelineItem[];
  off: TimelineItem[];
}

export type TimelineRow = TimelineItem | SubstitutionRow;

export interface TimelineSection {
  part: TimelinePart;
  rows: TimelineRow[];
}

const isSubstitution = (item: TimelineItem) =>
  item.type === 'substitute-in' || item.type === 'substitute-out';

/**
 * The sorted items under their period's heading, in play order; each team's substitutions at one minute are one
 * row, placed where the first of them was.
 */
export function timelineSections(items: readonly TimelineItem[]): TimelineSection[] {
  const sections: TimelineSection[] = [];
  const changes = new Map<string, SubstitutionRow>();
  for (const item of items) {
    const part = PART_OF[item.matchPeriod] ?? 'penalties';
    let section = sections.at(-1);
    if (section?.part !== part) {
      section = { part, rows: [] };
      sections.push(section);
    }
    if (!isSubstitution(item)) {
      section.rows.push(item);
      continue;
    }
    const key = `${item.matchPeriod}|${item.minute}|${item.stoppage}|${item.teamId}`;
    let row = changes.get(key);
    if (!row) {
      row = {
        type: 'substitution',
        id: item.id,
        side: item.side,
        minuteLabel: item.minuteLabel,
        teamName: item.teamName,
        on: [],
        off: [],
      };
      changes.set(key, row);
      section.rows.push(row);
    }
    (item.type === 'substitute-in' ? row.on : row.off).push(item);
  }
  return sections;
}
