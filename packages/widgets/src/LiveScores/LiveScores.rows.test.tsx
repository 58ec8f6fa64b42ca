import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Match, Paginated } from '@pallone/core';
import { LiveScores } from './LiveScores.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { LIVE_SCORES_DAYS, recordedDay, withLiveMatches } from '../mocks/handlers/liveScores.ts';

const DAY = LIVE_SCORES_DAYS.sevenCompetitions;
const realDay = recordedDay(DAY);
const genoa = realDay.items.find((match) => match.competition.id === 68)!;

function serveDay(page: Paginated<Match>) {
  mswServer.use(http.get(apiPath('/matches'), () => HttpResponse.json(page)));
}

/** The line of a row that holds a team, found by the team's official name. */
function teamLine(row: HTMLElement, name: string): HTMLElement {
  return within(row).getByText(name).closest<HTMLElement>('[data-team]')!;
}

describe('LiveScores rows', () => {
  it("shows both crests from the API at a fixed size, decorative beside the names (alt='')", async () => {
    renderWidget(<LiveScores date={DAY} />);
    const row = await screen.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Finale' });
    const crests = row.querySelectorAll('img');
    expect([...crests].map((crest) => crest.getAttribute('src'))).toEqual([
      `http://localhost${genoa.homeTeam!.image!.path}`,
      `http://localhost${genoa.awayTeam!.image!.path}`,
    ]);
    for (const crest of crests) {
      expect(crest).toHaveAttribute('alt', '');
      expect(crest).toHaveAttribute('width', '18');
      expect(crest).toHaveAttribute('height', '18');
    }
    expect(within(row).queryAllByRole('img')).toHaveLength(0);
  });

  it('keeps the crest box when a team has no picture, so the names stay in line', async () => {
    serveDay({ ...realDay, items: [{ ...genoa, awayTeam: null, awayName: 'Vincente gara 49' }] });
    renderWidget(<LiveScores date={DAY} />);
    const row = await screen.findByRole('link', { name: /^Genoa CFC 1-0 Vincente gara 49/ });
    expect(row.querySelectorAll('img')).toHaveLength(1);
    expect(teamLine(row, 'Vincente gara 49').querySelector('i')).not.toBeNull();
  });

  it("bolds the winner's name and goals once the match is over, nobody's on a draw", async () => {
    renderWidget(<LiveScores date={DAY} />);
    const won = await screen.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Finale' });
    expect(teamLine(won, 'Genoa CFC')).toHaveAttribute('data-winner');
    expect(teamLine(won, 'US Salernitana 1919')).not.toHaveAttribute('data-winner');
    expect(won.querySelector('[data-goals="home"]')).toHaveAttribute('data-winner');
    expect(won.querySelector('[data-goals="away"]')).not.toHaveAttribute('data-winner');
    expect(getComputedStyle(teamLine(won, 'Genoa CFC')).fontWeight).toBe('700');
    expect(getComputedStyle(teamLine(won, 'US Salernitana 1919')).fontWeight).not.toBe('700');
    const draw = screen.getByRole('link', { name: 'SBV Vitesse 1-1 PEC Zwolle Finale' });
    expect(draw.querySelectorAll('[data-winner]')).toHaveLength(0);
  });

  it("bolds the shoot-out's winner: a draw after extra time, and a second leg won 2-1 but lost on penalties", async () => {
    renderWidget(<LiveScores date={LIVE_SCORES_DAYS.europeanNight} />);
    const marseille = await screen.findByRole('link', {
      name: 'Olympique de Marseille 1-0 Sport Lisboa e Benfica Finale d.c.r. (4-2 rig.)',
    });
    expect(teamLine(marseille, 'Olympique de Marseille')).toHaveAttribute('data-winner');
    const lille = screen.getByRole('link', { name: 'Lille OSC 2-1 Aston Villa FC Finale d.c.r. (3-4 rig.)' });
    expect(teamLine(lille, 'Aston Villa FC')).toHaveAttribute('data-winner');
    expect(teamLine(lille, 'Lille OSC')).not.toHaveAttribute('data-winner');
  });

  it("shows a live match's minute where the kick-off time was, not only its half", async () => {
    serveDay(
      withLiveMatches(realDay, {
        [genoa.id]: { status: 'inPlay2H', score: { home: 1, away: 0 }, minute: '67' },
      }),
    );
    renderWidget(<LiveScores date={DAY} />);
    const row = await screen.findByRole('link', { name: "Genoa CFC 1-0 US Salernitana 1919 Live 67'" });
    expect(within(row).getByText("67'").closest('[data-status]')).not.toBeNull();
    expect(within(row).queryByText('2° tempo')).toBeNull();
    expect(row.querySelectorAll('[data-winner]')).toHaveLength(0);
  });

  it('holds a short name for narrow widths, hidden from readers: the link keeps the official names', async () => {
    renderWidget(<LiveScores date={DAY} />);
    const row = await screen.findByRole('link', { name: 'Genoa CFC 1-0 US Salernitana 1919 Finale' });
    const shortNames = [...row.querySelectorAll('[data-short]')];
    expect(shortNames.map((name) => name.textContent)).toEqual(['Genoa', 'Salernitana']);
    for (const name of shortNames) expect(name).toHaveAttribute('aria-hidden', 'true');
    const tottenham = screen.getByRole('link', { name: 'Crystal Palace FC 1-2 Tottenham Hotspur FC Finale' });
    expect(within(tottenham).getByText('Tottenham Hotspur')).toHaveAttribute('data-short');
  });

  it("takes the API's short name where the data has one (Tottenham, as football-data calls it)", async () => {
    const palace = realDay.items.find((match) => match.awayTeam?.name === 'Tottenham Hotspur FC')!;
    const named = (team: Match['homeTeam'], shortName: string) => (team ? { ...team, shortName } : null);
    serveDay({
      ...realDay,
      items: [
        {
          ...palace,
          homeTeam: named(palace.homeTeam, 'Crystal Palace'),
          awayTeam: named(palace.awayTeam, 'Tottenham'),
        },
      ],
    });
    renderWidget(<LiveScores date={DAY} />);
    const row = await screen.findByRole('link', {
      name: 'Crystal Palace FC 1-2 Tottenham Hotspur FC Finale',
    });
    expect([...row.querySelectorAll('[data-short]')].map((name) => name.textContent)).toEqual([
      'Crystal Palace',
      'Tottenham',
    ]);
  });

  it('shows a name without club-type words once, with no short copy', async () => {
    renderWidget(<LiveScores date={LIVE_SCORES_DAYS.upcoming} />);
    const row = await screen.findByRole('link', { name: 'Olympique Lyonnais - AS Monaco FC 17:00' });
    expect(teamLine(row, 'Olympique Lyonnais').querySelector('[data-short]')).toBeNull();
    expect(within(row).getByText('Monaco')).toHaveAttribute('data-short');
  });
});
