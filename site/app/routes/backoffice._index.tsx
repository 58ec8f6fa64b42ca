import { useQuery } from '@tanstack/react-query';
import { LABELS } from '@pallone/core';
import { formatDateTime } from '../backoffice/forms/dates.ts';
import { backofficeMeta } from '../backoffice/meta.ts';
import { dashboardQuery } from '../backoffice/query/staffQueries.ts';
import { Muted, Panel, Table } from '../backoffice/ui.ts';
import { TableHead } from '../backoffice/TableHead.tsx';

export const meta = () => backofficeMeta('Dashboard');

const COUNT_LABELS: Record<string, string> = {
  news: 'News',
  bookmakerBonuses: 'Bonus bookmaker',
  guides: 'Guide',
  bonusQuota: 'Quote maggiorate',
  teams: 'Squadre',
  competitions: 'Competizioni',
  landings: 'Landing',
};

/** /backoffice: rows per section and the recent changes (GET /backoffice/dashboard). */
export default function BackofficeDashboard() {
  const loaded = useQuery(dashboardQuery());
  if (loaded.isPending) return <Muted>{LABELS.loading}</Muted>;
  if (loaded.isError) return <Muted role="alert">Dashboard non disponibile.</Muted>;
  const { counts, recentChanges } = loaded.data;
  return (
    <>
      <Panel>
        <h1>Dashboard</h1>
        <Table>
          <tbody>
            {Object.entries(counts).map(([key, count]) => (
              <tr key={key}>
                <th scope="row">{COUNT_LABELS[key] ?? key}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Panel>
      <Panel>
        <h2>Modifiche recenti</h2>
        {recentChanges.length === 0 ? (
          <Muted>{LABELS.noData}</Muted>
        ) : (
          <Table>
            <TableHead labels={['Quando', 'Chi', 'Azione', 'Cosa']} />
            <tbody>
              {recentChanges.map((change) => (
                <tr key={change.id}>
                  <td>{formatDateTime(change.at)}</td>
                  <td>{change.userEmail}</td>
                  <td>{change.action}</td>
                  <td>
                    {change.entity} #{change.entityId}: {change.summary}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
    </>
  );
}
