import { useId } from 'react';
import { styled } from 'styled-components';
import type { Language } from '@pallone/core';
import type { CompetitionGroup } from './groupMatchesByCompetition.ts';
import { MatchRow } from './MatchRow.tsx';

const Heading = styled.h3`
  margin: 0;
  padding: 6px 12px;
  font-size: 13px;
  font-weight: 700;
  background: var(--p-surface);
  border-block: 1px solid var(--p-border);
`;

/** The rows' container: a narrow one shows the teams' short names (MatchRow). */
const List = styled.ul`
  container: pallone-scores / inline-size;
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid var(--p-border);
  }
`;

export interface CompetitionSectionProps {
  group: CompetitionGroup;
  language: Language;
  timeZone: string;
  headingDate: string;
}

/** A competition's matches of the day: a titled section with a list. */
export function CompetitionSection({ group, language, timeZone, headingDate }: CompetitionSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-competition-id={group.competition.id}>
      <Heading id={id}>{group.competition.name}</Heading>
      <List>
        {group.matches.map((match) => (
          <li key={match.id}>
            <MatchRow match={match} language={language} timeZone={timeZone} headingDate={headingDate} />
          </li>
        ))}
      </List>
    </section>
  );
}
