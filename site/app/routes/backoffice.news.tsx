import { useState } from 'react';
import { backofficeMeta } from '../backoffice/meta.ts';
import { NewsForm } from '../backoffice/news/NewsForm.tsx';
import { NewsList } from '../backoffice/news/NewsList.tsx';
import type { NewsRow } from '../backoffice/news/newsTypes.ts';

export const meta = () => backofficeMeta('News');

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; row: NewsRow };

/** /backoffice/news: the list, or the create/edit form of one news item. */
export default function BackofficeNews() {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [saved, setSaved] = useState<string | null>(null);
  const toList = (message: string | null) => {
    setSaved(message);
    setMode({ kind: 'list' });
  };
  if (mode.kind === 'list') {
    return (
      <>
        {saved && <p role="status">{saved}</p>}
        <NewsList
          onCreate={() => setMode({ kind: 'create' })}
          onEdit={(row) => setMode({ kind: 'edit', row })}
        />
      </>
    );
  }
  return (
    <NewsForm
      key={mode.kind === 'edit' ? mode.row.id : 'new'}
      row={mode.kind === 'edit' ? mode.row : undefined}
      onSaved={(row) => toList(`News #${row.id} salvata.`)}
      onCancel={() => toList(null)}
    />
  );
}
