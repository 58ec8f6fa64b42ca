import { styled } from 'styled-components';
import { formatMatchDate, type MatchForm, type MatchFormResult } from '@pallone/core';
import { useSite } from '../../lib/useSite.ts';
import { Card } from '../layout/Page.tsx';
import { matchSectionTexts, type MatchSectionTexts } from './matchSectionTexts.ts';

const Results = styled.ol`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li {
    display: flex;
    gap: 8px;
    align-items: baseline;
    padding: 4px 0;
    border-bottom: 1px solid var(--site-border);
    overflow-wrap: break-word;
  }
  time {
    flex: none;
    font-variant-numeric: tabular-nums;
  }
`;

const Outcome = styled.abbr<{ $outcome: MatchFormResult['outcome'] }>`
  flex: none;
  width: 22px;
  text-align: center;
  border-radius: 4px;
  text-decoration: none;
  font-weight: 700;
  color: #fff;
  background: ${({ $outcome }) => ($outcome === 'W' ? '#1b7f3b' : $outcome === 'L' ? '#b3261e' : '#5f6368')};
`;

function TeamForm({ team, text }: { team: NonNullable<MatchForm['home']>; text: MatchSectionTexts }) {
  return (
    <>
      <h3>{text.formOf(team.name)}</h3>
      <Results>
        {team.results.map((result) => {
          const [letter, word] = text.outcome[result.outcome];
          return (
            <li key={result.matchId}>
              <Outcome title={word} $outcome={result.outcome}>
                {letter}
              </Outcome>
              <time dateTime={result.date}>{formatMatchDate(result.date)}</time>
              <span>
                {result.opponentName} ({result.home ? text.home : text.away}) {result.goalsFor}-
                {result.goalsAgainst} · {result.competitionName}
              </span>
            </li>
          );
        })}
      </Results>
    </>
  );
}

/**
 * An upcoming match's form guide: each team's last results and the two teams' earlier meetings (the facts its
 * prediction article quotes). A part with nothing in the data is left out, and the whole card when both are.
 */
export function MatchFormGuide({ form }: { form: MatchForm }) {
  const { language } = useSite();
  const text = matchSectionTexts[language];
  const teams = [form.home, form.away].filter((team) => team !== null && team.results.length > 0);
  const h2h = form.headToHead && form.headToHead.meetings > 0 ? form.headToHead : null;
  return (
    <>
      {teams.length > 0 && (
        <Card aria-labelledby="match-form">
          <h2 id="match-form">{text.form}</h2>
          {teams.map((team) => team && <TeamForm key={team.teamId} team={team} text={text} />)}
        </Card>
      )}
      {h2h && form.home && form.away && (
        <Card aria-labelledby="match-h2h">
          <h2 id="match-h2h">{text.headToHead}</h2>
          <p>{text.meetings(h2h.meetings)}</p>
          <ul>
            <li>
              {text.winsOf(form.home.name)}: {h2h.homeWins}
            </li>
            <li>
              {text.draws}: {h2h.draws}
            </li>
            <li>
              {text.winsOf(form.away.name)}: {h2h.awayWins}
            </li>
          </ul>
          <h3>{text.latestMeetings}</h3>
          <Results>
            {h2h.latest.map((meeting) => (
              <li key={meeting.matchId}>
                <time dateTime={meeting.date}>{formatMatchDate(meeting.date)}</time>
                <span>
                  {meeting.homeName} {meeting.homeGoals}-{meeting.awayGoals} {meeting.awayName} ·{' '}
                  {meeting.competitionName}
                </span>
              </li>
            ))}
          </Results>
        </Card>
      )}
    </>
  );
}
