import { describe, expect, it } from 'vitest';
import { labelsFor } from '../../i18n/labels.ts';
import { groupSquad, positionGroupLabel } from './squadGroups.ts';

const player = (name: string, position: string | null, shirtNumber: number | null) => ({
  name,
  position,
  shirtNumber,
});

describe('groupSquad', () => {
  it('orders goalkeepers, defenders, midfielders, forwards, then the rest, each by shirt number', () => {
    const groups = groupSquad([
      player('Forward Nine', 'FW', 9),
      player('No Number', 'DF', null),
      player('Keeper', 'GK', 1),
      player('Unknown', null, 99),
      player('Back Two', 'DF', 2),
      player('Mid', 'MF', 8),
    ]);
    expect(groups.map((group) => group.position)).toEqual(['GK', 'DF', 'MF', 'FW', null]);
    expect(groups[1]?.players.map((p) => p.name)).toEqual(['Back Two', 'No Number']);
  });

  it('leaves out empty positions', () => {
    expect(groupSquad([player('Keeper', 'GK', 1)]).map((group) => group.position)).toEqual(['GK']);
  });

  it('names the groups in Italian and English', () => {
    expect(positionGroupLabel('MF', labelsFor('it'))).toBe('Centrocampisti');
    expect(positionGroupLabel(null, labelsFor('en'))).toBe('Others');
  });
});
