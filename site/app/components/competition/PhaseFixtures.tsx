import { Link } from 'react-router';
import { styled } from 'styled-components';
import { knockoutTies, phaseLabel, phaseName, type Match } from '@pallone/core';
import { MatchList } from '../matches/MatchList.tsx';
import { useSite } from '../../lib/useSite.ts';
import { competitionLabels } from './competitionLabels.ts';
import { KnockoutBracket, type BracketRound } from './KnockoutBracket.tsx';
import { hasRounds, hasStandings, type PhaseGroup } from './phases.ts';

/** The matchday links as 32 px buttons that wrap: a finger hits the one it means (WCAG 2.5.8 target size). */
const TurnLinks = styled.nav`
  p {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 12px 0 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 32px;
    min-height: 32px;
    padding: 0 6px;
    border: 1px solid var(--site-border);
    border-radius: 6px;
    text-decoration: none;
    font-variant-numeric: tabular-nums;
  }
  a[aria-current='page'] {
    background: var(--site-brand);
    border-color: var(--site-brand);
    color: #fff;
  }
`;

/** A round whose winner wins something (the final, the third-place match) rather than goes through. */
const DECIDER = /^(final|(match for )?third place( play-?off)?)$/i;

export interface PhaseFixturesProps {
  /** `/campionato/{slug}/stagione/{season}` */
  seasonBase: string;
  group: PhaseGroup | undefined;
  shownTurnId: number | undefined;
  matches: readonly Match[];
}

/** The rounds of a knockout phase to draw: the shown round, every round (its bracket), or the one round of legs. */
function bracketRounds(
  group: PhaseGroup,
  shownTurnId: number | undefined,
  matches: readonly Match[],
  language: 'it' | 'en',
) {
  if (!hasRounds(group)) return [{ key: 'all', final: false, ties: knockoutTies(matches) }];
  const turns = group.turns.filter((turn) => shownTurnId === undefined || turn.id === shownTurnId);
  return turns.flatMap((turn): BracketRound[] => {
    const ties = knockoutTies(matches.filter((match) => match.turn?.id === turn.id));
    return ties.length > 0
      ? [
          {
            key: String(turn.id),
            label: phaseLabel(turn.name, language),
            final: DECIDER.test(turn.name),
            ties,
          },
        ]
      : [];
  });
}

/**
 * The calendario of one phase: a league's or group's matchday with the matchday links, or a knockout phase's
 * ties (both legs, aggregate, who went through), round by round, with the round's matches.
 */
export function PhaseFixtures({ seasonBase, group, shownTurnId, matches }: PhaseFixturesProps) {
  const { t, language } = useSite();
  const words = competitionLabels(language);
  const turn = group?.turns.find((candidate) => candidate.id === shownTurnId);
  if (!group || hasStandings(group)) {
    const title = turn ? phaseName(turn.name, language) : t.fixtures;
    return (
      <>
        <h2>{group?.type === 'group' ? `${phaseLabel(group.name, language)} · ${title}` : title}</h2>
        <MatchList matches={matches} />
        {group && (
          <TurnLinks aria-label={t.turn}>
            <p>
              {group.turns.map((each) => (
                <span key={each.id}>
                  <Link
                    to={`${seasonBase}/gruppo/${group.pallonecomSlug}/giornata/${each.number}/calendario`}
                    aria-current={each.id === shownTurnId ? 'page' : undefined}
                  >
                    {each.number}
                  </Link>{' '}
                </span>
              ))}
            </p>
          </TurnLinks>
        )}
      </>
    );
  }
  const title = turn ? phaseLabel(turn.name, language) : phaseLabel(group.name, language);
  const rounds = bracketRounds(group, shownTurnId, matches, language);
  return (
    <>
      <h2>{title}</h2>
      {rounds.length === 0 ? (
        <p>{words.noMatches}</p>
      ) : (
        <KnockoutBracket
          title={`${words.bracket}: ${title}`}
          rounds={turn ? rounds.map(({ label: _, ...round }) => round) : rounds}
        />
      )}
      {(turn || !hasRounds(group)) && matches.length > 0 && <MatchList matches={matches} />}
    </>
  );
}
