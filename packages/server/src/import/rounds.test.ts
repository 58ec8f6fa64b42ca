import { describe, expect, it } from 'vitest';
import { parseRound } from './rounds.ts';

const league = { qualifying: false, league: true };
const cup = { qualifying: false, league: false };
const quali = { qualifying: true, league: false };

describe('parseRound', () => {
  it('reads league matchdays', () => {
    expect(parseRound('Matchday 1', null, league)).toMatchObject({
      group: 'League',
      type: 'league',
      turn: 'Matchday 1',
      turnNumber: 1,
    });
    expect(parseRound('12. Round', null, league)).toMatchObject({
      group: 'League',
      turn: 'Matchday 12',
      turnNumber: 12,
    });
  });
  it('splits "Phase, Turn" rounds', () => {
    expect(parseRound('League, Matchday 3', null, cup)).toMatchObject({
      group: 'League',
      type: 'league',
      turn: 'Matchday 3',
      turnNumber: 3,
    });
    expect(parseRound('Playoffs, Matchday 1', null, cup)).toMatchObject({
      group: 'Playoffs',
      type: 'playoff',
      turn: 'Matchday 1',
    });
    expect(parseRound('Finals, Round of 16', null, cup)).toMatchObject({
      group: 'Finals',
      type: 'knockout',
      turn: 'Round of 16',
    });
    expect(parseRound('Group, Matchday 2', null, cup)).toMatchObject({
      group: 'Group',
      type: 'group',
      turn: 'Matchday 2',
    });
    expect(parseRound('Playout, Final', null, league)).toMatchObject({
      group: 'Playout',
      type: 'playoff',
      turn: 'Final',
    });
    expect(parseRound('Qualification, Playoffs', null, cup)).toMatchObject({
      group: 'Qualification',
      type: 'qualifying',
      turn: 'Playoffs',
    });
  });
  it('uses the group field of tournaments and derives their matchdays', () => {
    expect(parseRound('Matchday 8', 'Group A', cup)).toMatchObject({
      group: 'Group A',
      type: 'group',
      turn: null,
      turnSource: 'matchday',
    });
    expect(parseRound('Group C', 'Group C', cup)).toMatchObject({
      group: 'Group C',
      type: 'group',
      turnSource: 'matchday',
    });
    expect(parseRound('Group B', null, cup)).toMatchObject({
      group: 'Group B',
      type: 'group',
      turnSource: 'matchday',
    });
    expect(parseRound('League phase', null, cup)).toMatchObject({
      group: 'League',
      type: 'league',
      turnSource: 'matchday',
    });
  });
  it('puts bare knockout rounds in Finals, or in the play-offs of a league', () => {
    expect(parseRound('Round of 16', null, cup)).toMatchObject({
      group: 'Finals',
      type: 'knockout',
      turn: 'Round of 16',
    });
    expect(parseRound('Match for third place', null, cup)).toMatchObject({
      group: 'Finals',
      turn: 'Match for third place',
    });
    expect(parseRound('Playoffs', null, cup)).toMatchObject({
      group: 'Playoffs',
      type: 'playoff',
      turnSource: 'legs',
    });
    expect(parseRound('Semifinals', null, league)).toMatchObject({
      group: 'Playoff',
      type: 'playoff',
      turn: 'Semifinals',
      leagueKnockout: true,
    });
    expect(parseRound('Round 1', null, league)).toMatchObject({ group: 'Playoff', turn: 'Round 1' });
  });
  it('makes every round of a quali file a qualifying phase', () => {
    expect(parseRound('Round 1', null, quali)).toMatchObject({
      group: 'Qualifying, 1st Round',
      type: 'qualifying',
      turnSource: 'legs',
    });
    expect(parseRound('2. Round', null, quali).group).toBe('Qualifying, 2nd Round');
    expect(parseRound('3. Round', null, quali).group).toBe('Qualifying, 3rd Round');
    expect(parseRound('Play-offs', null, quali).group).toBe('Qualifying, Play-offs');
    expect(parseRound('Playoffs', null, quali).group).toBe('Qualifying, Play-offs');
  });
});
