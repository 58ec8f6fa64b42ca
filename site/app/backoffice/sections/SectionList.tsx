import { useState, type ReactNode } from 'react';
import { LABELS } from '@pallone/core';
import { Pager } from '../Pager.tsx';
import { ErrorText, Muted, Panel, Table, Toolbar } from '../ui.ts';
import { useDebounced } from '../useDebounced.ts';
import { useStaffQuery } from '../useStaffQuery.ts';
import type { Page } from '../news/newsTypes.ts';

export type Row = Record<string, unknown>;

export interface Column {
  label: string;
  value: (row: Row) => ReactNode;
}

export interface SectionConfig {
  title: string;
  /** A back-office `getPaginated` path: body `{ page, pageSize, search? }`. */
  path: string;
  columns: Column[];
  note?: string;
}

const PAGE_SIZE = 20;

/** A read-only, searchable, paginated back-office list (sections whose forms are not built yet). */
export function SectionList({ config }: { config: SectionConfig }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const text = useDebounced(search.trim());
  const body = { page, pageSize: PAGE_SIZE, search: text || undefined };
  const [loaded] = useStaffQuery<Page<Row>>(
    { method: 'POST', path: config.path, json: body },
    `${config.path}${JSON.stringify(body)}`,
  );

  return (
    <Panel>
      <h1>{config.title}</h1>
      {config.note && <Muted>{config.note}</Muted>}
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
      </Toolbar>
      {loaded.state === 'loading' && <Muted>{LABELS.loading}</Muted>}
      {loaded.state === 'error' && <ErrorText role="alert">Elenco non disponibile.</ErrorText>}
      {loaded.state === 'ready' && loaded.data.items.length === 0 && <Muted>{LABELS.noData}</Muted>}
      {loaded.state === 'ready' && loaded.data.items.length > 0 && (
        <>
          <Table>
            <thead>
              <tr>
                {config.columns.map((column) => (
                  <th key={column.label}>{column.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loaded.data.items.map((row, index) => (
                <tr key={String(row.id ?? index)}>
                  {config.columns.map((column) => (
                    <td key={column.label}>{column.value(row)}</td>
                  ))}
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
    </Panel>
  );
}
