import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { matchResultText, matchTab, type KnockoutTie, type Match } from '@pallone/core';
import { useSite } from '../../lib/useSite.ts';
import { competitionLabels } from './competitionLabels.ts';

export interface BracketRound {
  key: string;
  /** The round's name ("Ottavi", "Final"); left out when the phase is one round (a play-off). */
  label?: string;
  /** The competition's last round: its winner wins, rather than goes through. */
  final: boolean;
  ties: KnockoutTie<Match>[];
}

// Columns of at least 180 px, as many as fit (a World Cup's five rounds side by side at 1280 px), never more than
// the phase has rounds (`--rounds`). Empty tracks are kept (auto-fill, not auto-fit): with auto-fit a bracket painted
// before its last rounds arrived (a slow network or phone) stretched the first ones over the room of the rest, then
// narrowed them as the rest came.
const Rounds = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(max(180px, (100% - (var(--rounds) - 1) * 16px) / var(--rounds)), 1fr)
  );
  gap: 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 15px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
`;

// Each leg is a touch target of at least 24 px (WCAG 2.5.8), even in 13 px text.
const Tie = styled.li`
  border: 1px solid var(--site-border);
  border-radius: 8px;
  padding: 8px;
  font-size: 14px;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  [data-part='teams'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 8px;
  }
  [data-winner='true'] {
    font-weight: 700;
  }
  [data-part='teams'] small {
    font-size: 11px;
    color: var(--site-muted);
  }
  [data-part='legs'] {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    margin-top: 4px;
    font-size: 13px;
  }
  [data-part='legs'] a {
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
  }
  [data-part='outcome'] {
    margin-top: 4px;
    font-size: 13px;
    color: var(--site-muted);
  }
`;

const name = (side: { team: { name: string } | null; name: string }) => side.team?.name ?? side.name;

/** One tie: both teams with the aggregate, each leg's result linking to its match, and who went through. */
function TieCard({ tie, final }: { tie: KnockoutTie<Match>; final: boolean }) {
  const { language } = useSite();
  const words = competitionLabels(language);
  const home = name(tie.home);
  const away = name(tie.away);
  const winner = tie.winner === 'home' ? home : tie.winner === 'away' ? away : null;
  const penalties =
    tie.penalties && tie.winner
      ? tie.winner === 'home'
        ? `${tie.penalties.home}-${tie.penalties.away}`
        : `${tie.penalties.away}-${tie.penalties.home}`
      : '';
  const how =
    tie.decidedBy === 'penalties'
      ? ` ${words.onPenalties(penalties)}`
      : tie.decidedBy === 'extraTime'
        ? ` ${words.afterExtraTime}`
        : '';
  return (
    <Tie aria-label={`${home} - ${away}`}>
      <p data-part="teams">
        {tie.legs.length > 1 && (
          <>
            <span />
            <small>{words.aggregate}</small>
          </>
        )}
        <span data-winner={tie.winner === 'home'}>{home}</span>
        <b data-winner={tie.winner === 'home'}>{tie.aggregate?.home ?? ''}</b>
        <span data-winner={tie.winner === 'away'}>{away}</span>
        <b data-winner={tie.winner === 'away'}>{tie.aggregate?.away ?? ''}</b>
      </p>
      <p data-part="legs">
        {tie.legs.map((leg) => (
          <Link key={leg.id} to={`/partite/${leg.pallonecomSlug}/${matchTab(leg)}`}>
            {`${leg.homeTeam?.name ?? leg.homeName} ${matchResultText(leg, language) ?? '-'} ${leg.awayTeam?.name ?? leg.awayName}`}
          </Link>
        ))}
      </p>
      {winner && <p data-part="outcome">{`${words.through(winner, final)}${how}`}</p>}
    </Tie>
  );
}

/** A knockout phase's ties, round by round (columns on a wide screen, one under the other on a phone). */
export function KnockoutBracket({ rounds, title }: { rounds: readonly BracketRound[]; title: string }) {
  return (
    <section aria-label={title}>
      <Rounds style={{ '--rounds': rounds.length } as CSSProperties}>
        {rounds.map((round) => (
          <section key={round.key} aria-label={round.label ?? title}>
            {round.label && <h3>{round.label}</h3>}
            <ul>
              {round.ties.map((tie) => (
                <TieCard key={tie.legs[0]?.id} tie={tie} final={round.final} />
              ))}
            </ul>
          </section>
        ))}
      </Rounds>
    </section>
  );
}
