/**
 * What the competition pages' phase and round pickers stand on (issue #15): every phase of a cup season has its
 * own turns, and every turn of every phase has matches, so no pick leads to an empty list.
 */
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

interface GroupDetail {
  id: number;
  name: string;
  type: string;
  turns: { id: number; name: string; number: number }[];
}

const t = testAppPerFile();

async function phases(competitionId: number, seasonSlug: string): Promise<GroupDetail[]> {
  const seasons = (await t.get(`${API}/competitions/${competitionId}/seasons`)).json() as {
    id: number;
    pallonecomSlug: string;
  }[];
  const season = seasons.find((each) => each.pallonecomSlug === seasonSlug)!;
  const { competitionSeasonId } = (
    await t.get(`${API}/competitions/${competitionId}/seasons/${season.id}/getCompetitionSeasonId`)
  ).json() as { competitionSeasonId: number };
  const detail = (await t.get(`${API}/competitionSeasons/${competitionSeasonId}`)).json() as {
    groups: { id: number }[];
  };
  return Promise.all(detail.groups.map(async (group) => (await t.get(`${API}/groups/${group.id}`)).json()));
}

async function matchCount(groupId: number, turnId: number): Promise<number> {
  return (await t.get(`${API}/matches?groupId=${groupId}&turnId=${turnId}&pageSize=100`)).json().total;
}

describe('the phases and rounds of a cup season', () => {
  it('World Cup 2022: groups A–H over 3 matchdays, then the knockout rounds, the final one match', async () => {
    const list = await phases(184, '2022');
    expect(list.map((group) => group.name)).toEqual([
      ...'ABCDEFGH'.split('').map((letter) => `Group ${letter}`),
      'Finals',
    ]);
    const finals = list.at(-1)!;
    expect(finals.turns.map((turn) => turn.name)).toEqual([
      'Round of 16',
      'Quarter-finals',
      'Semi-finals',
      'Match for third place',
      'Final',
    ]);
    const counts = await Promise.all(finals.turns.map((turn) => matchCount(finals.id, turn.id)));
    expect(counts).toEqual([8, 4, 2, 1, 1]);
    for (const group of list.slice(0, -1)) {
      expect(await Promise.all(group.turns.map((turn) => matchCount(group.id, turn.id)))).toEqual([2, 2, 2]);
    }
  });

  it('Champions League 2025/26: every turn of every phase (qualifying, league, play-offs, finals) has matches', async () => {
    const list = await phases(12, '2025-2026');
    expect(list.map((group) => group.type)).toEqual([
      'qualifying',
      'qualifying',
      'qualifying',
      'qualifying',
      'league',
      'playoff',
      'knockout',
    ]);
    const league = list.find((group) => group.type === 'league')!;
    expect(league.turns).toHaveLength(8);
    const finals = list.at(-1)!;
    const counts = await Promise.all(finals.turns.map((turn) => matchCount(finals.id, turn.id)));
    expect(finals.turns.map((turn, i) => `${turn.name}: ${counts[i]}`)).toEqual([
      'Round of 16: 16',
      'Quarterfinals: 8',
      'Semifinals: 4',
      'Final: 1',
    ]);
    for (const group of list) {
      for (const turn of group.turns) expect(await matchCount(group.id, turn.id)).toBeGreaterThan(0);
    }
  });
});
