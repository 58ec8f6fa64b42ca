import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LABELS, type StaffPageRequests, type StaffSection } from '@pallone/core';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { Pager } from '../Pager.tsx';
import { pageQuery } from '../query/staffQueries.ts';
import { ErrorText, Muted, Panel, Toolbar } from '../ui.ts';
import { useDebounced } from '../useDebounced.ts';
import { writeErrorMessage } from '../writeErrorMessage.ts';
import { SectionRows } from './SectionRows.tsx';
import type { Row, SectionConfig } from './sectionTypes.ts';
import { useDeleteRecord } from './useSectionWrites.ts';

export type { Row, SectionConfig } from './sectionTypes.ts';

const PAGE_SIZE = 20;

/** The page request of the list's state; the sort and filter values come from the section's own options. */
function pageRequest(config: SectionConfig, page: number, search: string, sort: string, filter: string) {
  const [field, direction] = sort.split(':');
  const request = {
    page,
    pageSize: PAGE_SIZE,
    search: search || undefined,
    ...(config.filter ? { [config.filter.name]: filter || undefined } : {}),
    sort: field ? { field, direction } : undefined,
  };
  return request as StaffPageRequests[StaffSection];
}

/**
 * A back-office section's list: search (debounced), the section's filter, sort, pages; links to the create and
 * edit pages (/backoffice/{section}/new, /backoffice/{section}/{id}) and delete after confirmation.
 */
export function SectionList({ config, notice }: { config: SectionConfig; notice?: string | null }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(config.sorts[0]?.value ?? '');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(
    notice ? { kind: 'status', text: notice } : null,
  );
  const text = useDebounced(search.trim());
  const loaded = useQuery(pageQuery(config.api, pageRequest(config, page, text, sort, filter)));
  const remove = useDeleteRecord(config);
  const searchLabel = config.searchLabel ?? 'Cerca';

  async function confirmDelete(row: Row) {
    setToDelete(null);
    try {
      await remove.mutateAsync(Number(row.id));
      setMessage({ kind: 'status', text: `Eliminato: "${config.nameOf(row)}".` });
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
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        {config.filter && (
          <select
            aria-label={config.filter.label}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{config.filter.allLabel}</option>
            {config.filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
        <select aria-label="Ordina" value={sort} onChange={(event) => setSort(event.target.value)}>
          {config.sorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {config.newTitle && <Link to={`/backoffice/${config.key}/new`}>{config.newTitle}</Link>}
      </Toolbar>
      {loaded.isPending && <Muted>{LABELS.loading}</Muted>}
      {loaded.isError && <ErrorText role="alert">{writeErrorMessage(loaded.error)}</ErrorText>}
      {loaded.isSuccess && loaded.data.items.length === 0 && <Muted>{LABELS.noData}</Muted>}
      {loaded.isSuccess && loaded.data.items.length > 0 && (
        <>
          <SectionRows config={config} rows={loaded.data.items} onDelete={setToDelete} />
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
          message={config.deleteQuestion?.(toDelete) ?? `Eliminare "${config.nameOf(toDelete)}"?`}
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </Panel>
  );
}
