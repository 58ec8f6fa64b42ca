import { useState } from 'react';
import { LABELS } from '@pallone/core';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { formatDateTime } from '../forms/dates.ts';
import { Pager } from '../Pager.tsx';
import { Button, ErrorText, Muted, Panel, Table, Toolbar } from '../ui.ts';
import { useDebounced } from '../useDebounced.ts';
import { useStaffQuery } from '../useStaffQuery.ts';
import {
  NEWS_STATUS_LABELS,
  NEWS_STATUSES,
  type NewsRow,
  type NewsSortField,
  type NewsStatus,
  type Page,
} from './newsTypes.ts';
import { deleteNews, writeErrorMessage } from './saveNews.ts';
import { StatusBadge } from './StatusBadge.tsx';

const PAGE_SIZE = 20;
const SORTS: { value: string; label: string }[] = [
  { value: 'publishedAt:desc', label: 'Più recenti' },
  { value: 'publishedAt:asc', label: 'Meno recenti' },
  { value: 'updatedAt:desc', label: 'Modificate di recente' },
  { value: 'title:asc', label: 'Titolo A-Z' },
  { value: 'title:desc', label: 'Titolo Z-A' },
  { value: 'id:desc', label: 'Id decrescente' },
];

/**
 * POST /backoffice/news/getPaginated with search, status filter and sort, each row with its status badge; edit,
 * create and delete (after confirmation).
 */
export function NewsList({ onEdit, onCreate }: { onEdit: (row: NewsRow) => void; onCreate: () => void }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(SORTS[0]!.value);
  const [status, setStatus] = useState<NewsStatus | ''>('');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<NewsRow | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const text = useDebounced(search.trim());
  const [field, direction] = sort.split(':') as [NewsSortField, 'asc' | 'desc'];
  const body = {
    page,
    pageSize: PAGE_SIZE,
    search: text || undefined,
    status: status || undefined,
    sort: { field, direction },
  };
  const [loaded, reload] = useStaffQuery<Page<NewsRow>>(
    { method: 'POST', path: '/backoffice/news/getPaginated', json: body },
    JSON.stringify(body),
  );

  async function confirmDelete(row: NewsRow) {
    setToDelete(null);
    setFailure(null);
    try {
      await deleteNews(row.id);
      reload();
    } catch (error) {
      setFailure(writeErrorMessage(error));
    }
  }

  return (
    <Panel>
      <h1>News</h1>
      <Toolbar>
        <input
          type="search"
          aria-label="Cerca per titolo o slug"
          placeholder="Cerca per titolo o slug"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <select
          aria-label="Stato"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as NewsStatus | '');
            setPage(1);
          }}
        >
          <option value="">Tutti gli stati</option>
          {NEWS_STATUSES.map((value) => (
            <option key={value} value={value}>
              {NEWS_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <select aria-label="Ordina" value={sort} onChange={(event) => setSort(event.target.value)}>
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Button type="button" $variant="primary" onClick={onCreate}>
          Nuova news
        </Button>
      </Toolbar>
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      {loaded.state === 'loading' && <Muted>{LABELS.loading}</Muted>}
      {loaded.state === 'error' && <ErrorText role="alert">{writeErrorMessage(loaded.error)}</ErrorText>}
      {loaded.state === 'ready' && loaded.data.items.length === 0 && <Muted>{LABELS.noData}</Muted>}
      {loaded.state === 'ready' && loaded.data.items.length > 0 && (
        <>
          <Table>
            <thead>
              <tr>
                <th>Id</th>
                <th>Titolo</th>
                <th>Stato</th>
                <th>Lingua</th>
                <th>Categoria</th>
                <th>Pubblicazione</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {loaded.data.items.map((row) => (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>
                    <a href={`/news/${row.pallonecomSlug}`} target="_blank" rel="noreferrer">
                      {row.title}
                    </a>
                  </td>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                  <td>{row.language}</td>
                  <td>{row.category}</td>
                  <td>{formatDateTime(row.publishedAt)}</td>
                  <td>
                    <Button type="button" onClick={() => onEdit(row)}>
                      Modifica
                    </Button>{' '}
                    <Button type="button" $variant="danger" onClick={() => setToDelete(row)}>
                      Elimina
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager
            page={loaded.data.page}
            pageSize={loaded.data.pageSize}
            total={loaded.data.total}
            onPage={setPage}
          />
        </>
      )}
      {toDelete && (
        <ConfirmDialog
          message={`Eliminare la news "${toDelete.title}"?`}
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </Panel>
  );
}
