import type { ReactNode } from 'react';
import type { TeamDetail } from '@pallone/core';
import { CountryFlag } from '../pictures/CountryFlag.tsx';
import type { Labels } from '../../i18n/labels.ts';
import { Card } from '../layout/Page.tsx';
import { Facts } from '../player/Facts.ts';

/** What the data knows about a team: country (with its flag), city, stadium, foundation year. */
export function TeamInfo({ team, t }: { team: TeamDetail; t: Labels }) {
  const rows: [string, ReactNode][] = [];
  if (team.country)
    rows.push([
      t.country,
      <>
        <CountryFlag image={team.country.image} />
        {team.country.name}
      </>,
    ]);
  if (team.city) rows.push([t.city, team.city]);
  if (team.stadium) rows.push([t.stadium, team.stadium]);
  if (team.founded) rows.push([t.founded, team.founded]);
  if (rows.length === 0) return null;
  return (
    <Card>
      <Facts>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
    </Card>
  );
}
