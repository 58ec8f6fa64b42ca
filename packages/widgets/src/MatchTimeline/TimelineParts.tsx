import { styled } from 'styled-components';
import type { Language, Match } from '@pallone/core';
import { matchTimelineMessages } from './matchTimelineMessages.ts';
import type { TimelineItem } from './timelineItems.ts';
import { timelineSections, type TimelineSection } from './timelineSections.ts';
import { SubstitutionEntry } from './SubstitutionEntry.tsx';
import { TimelineEntry } from './TimelineEntry.tsx';

const Heading = styled.h3`
  margin: 0;
  padding: 6px 12px;
  font-size: 12px;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: var(--p-muted);
  border-top: 1px solid var(--p-border);
`;

const List = styled.ol`
  margin: 0;
  padding: 0 0 6px;
  list-style: none;
`;

const ShootOut = styled.li`
  padding: 6px 12px;
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** "Argentina 4-2 Francia": the shoot-out's score, which the data holds (not each kick). */
function shootOutLine(match: Match): string | null {
  if (!match.penalties) return null;
  const home = match.homeTeam?.name ?? match.homeName;
  const away = match.awayTeam?.name ?? match.awayName;
  return `${home} ${match.penalties.home}-${match.penalties.away} ${away}`;
}

/** The sections to show: the events' own, and "Rigori" with the shoot-out score once there was one. */
function withShootOut(sections: TimelineSection[], match: Match): TimelineSection[] {
  if (!match.penalties || sections.at(-1)?.part === 'penalties') return sections;
  return [...sections, { part: 'penalties', rows: [] }];
}

/** The timeline under one heading per part of the match (1° tempo, 2° tempo, Supplementari, Rigori). */
export function TimelineParts({
  match,
  items,
  language,
}: {
  match: Match;
  items: TimelineItem[];
  language: Language;
}) {
  const text = matchTimelineMessages[language];
  const shootOut = shootOutLine(match);
  return withShootOut(timelineSections(items), match).map((section) => (
    <section key={section.part} data-part={section.part}>
      <Heading>{text.parts[section.part]}</Heading>
      <List>
        {section.rows.map((row) =>
          row.type === 'substitution' ? (
            <SubstitutionEntry key={row.id} row={row} language={language} />
          ) : (
            <TimelineEntry key={row.id} item={row} language={language} />
          ),
        )}
        {section.part === 'penalties' && shootOut && <ShootOut data-type="shoot-out">{shootOut}</ShootOut>}
      </List>
    </section>
  ));
}
