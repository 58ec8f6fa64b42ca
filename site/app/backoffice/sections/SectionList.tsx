import { useState } from 'react';
import { Link } from 'react-router';
import { LABELS } from '@pallone/core';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { Pager } from '../Pager.tsx';
import { Button, ErrorText, Muted, Panel, Table, Toolbar } from '../ui.ts';
import { useDebounced } from '../useDebounced.ts';
import { useStaffQuery } from '../useStaffQuery.ts';
import { writeErrorMessage } from '../writeErrorMessage.ts';
import type { Page } from '../news/newsTypes.ts';
import { deleteRecord } from './saveRecord.ts';
import type { Row, SectionConfig } from './sectionTypes.ts';

export type { Row, SectionConfig } from './sectionTypes.ts';

const PAGE_SIZE = 20;

/**
 * A back-office section's list: search (debounced), sort, pages; links to the create and edit pages
 * (/backoffice/{section}/new, /backoffice/{section}/{id}) and delete after confirmation.
 */
export function SectionList({ config, notice }: { config: SectionConfig; notice?: string | null }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(config.sorts[0]?.value ?? '');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(
    notice ? { kind: 'status', text: notice } : null,
  );
  const text = useDebounced(search.trim());
  const [field, direction] = sort.split(':');
  const body = {
    page,
    pageSize: PAGE_SIZE,
    search: text || undefined,
    sort: field ? { field, direction } : undefined,
  };
  const [loaded, reload] = useStaffQuery<Page<Row>>(
    { method: 'POST', path: config.listPath, json: body },
    `${config.listPath}${JSON.stringify(body)}`,
  );
  const base = `/backoffice/${config.key}`;

  async function confirmDelete(row: Row) {
    setToDelete(null);
    try {
      await deleteRecord(config, Number(row.id));
      setMessage({ kind: 'status', text: `Eliminato: "${config.nameOf(row)}".` });
      reload();
    } catch (error) {
      setMessage({ kind: 'alert', text: writeErrorMessage(error) });
    }
  }

  return (
    <Panel>
      <h1>{config.title}</h1>
      {message && <p role={message.kind}>{message.text}</p>}
      <Toolbar>
        <input
          type="search"
          aria-label="Cerca"
          placeholder="Cerca"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <select aria-label="Ordina" value={sort} onChange={(event) => setSort(event.target.value)}>
          {config.sorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {config.newTitle && <Link to={`${base}/new`}>{config.newTitle}</Link>}
      </Toolbar>
      {loaded.state === 'loading' && <Muted>{LABELS.loading}</Muted>}
      {loaded.state === 'error' && <ErrorText role="alert">{writeErrorMessage(loaded.error)}</ErrorText>}
      {loaded.state === 'ready' && loaded.data.items.length === 0 && <Muted>{LABELS.noData}</Muted>}
      {loaded.state === 'ready' && loaded.data.items.length > 0 && (
        <>
          <Table>
            <thead>
              <tr>
                {config.columns.map((column) => (
                  <th key={column.label}>{column.label}</th>
                ))}
                <th />
              </tr>
            </thead>
            <tbody>
              {loaded.data.items.map((row, index) => (
                <tr key={String(row.id ?? index)}>
                  {config.columns.map((column) => (
                    <td key={column.label}>{column.value(row)}</td>
                  ))}
                  <td>
                    <Link to={`${base}/${String(row.id)}`} aria-label={`Modifica ${config.nameOf(row)}`}>
                      Modifica
                    </Link>{' '}
                    {config.deletePath && (
                      <Button
                        type="button"
                        $variant="danger"
                        aria-label={`Elimina ${config.nameOf(row)}`}
                        onClick={() => setToDelete(row)}
                      >
                        Elimina
                      </Button>
                    )}
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
          message={`Eliminare "${config.nameOf(toDelete)}"?`}
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </Panel>
  );
}
