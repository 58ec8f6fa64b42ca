import { Link } from 'react-router';
import { formatMatchDate, type PlayerDetail } from '@pallone/core';
import type { Labels } from '../../i18n/labels.ts';
import { Card } from '../layout/Page.tsx';
import { Facts } from './Facts.ts';
import { positionName } from './positionName.ts';

/** What the data knows about a player: clubs, position, nationality, birth. */
export function PlayerProfile({ player, t }: { player: PlayerDetail; t: Labels }) {
  return (
    <Card>
      <Facts>
        {player.currentTeam && (
          <div>
            <dt>{t.team}</dt>
            <dd>
              <Link to={`/squadre/${player.currentTeam.pallonecomSlug}`}>{player.currentTeam.name}</Link>
            </dd>
          </div>
        )}
        {player.currentNationalTeam && (
          <div>
            <dt>{t.nationalTeam}</dt>
            <dd>
              <Link to={`/squadre/${player.currentNationalTeam.pallonecomSlug}`}>
                {player.currentNationalTeam.name}
              </Link>
            </dd>
          </div>
        )}
        {player.position && (
          <div>
            <dt>{t.position}</dt>
            <dd>{positionName(player.position, t)}</dd>
          </div>
        )}
        {player.nationality && (
          <div>
            <dt>{t.nationality}</dt>
            <dd>{player.nationality.name}</dd>
          </div>
        )}
        {(player.birthDate || player.birthYear) && (
          <div>
            <dt>{t.birth}</dt>
            <dd>{player.birthDate ? formatMatchDate(`${player.birthDate}T12:00:00Z`) : player.birthYear}</dd>
          </div>
        )}
      </Facts>
    </Card>
  );
}
