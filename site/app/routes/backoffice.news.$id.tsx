import { useNavigate, useParams } from 'react-router';
import { LABELS } from '@pallone/core';
import { backofficeMeta } from '../backoffice/meta.ts';
import { NewsForm } from '../backoffice/news/NewsForm.tsx';
import type { NewsRow } from '../backoffice/news/newsTypes.ts';
import { RecordLoader } from '../backoffice/RecordLoader.tsx';
import { recordParam, type NoticeState } from '../backoffice/sections/sectionOf.ts';
import { Muted } from '../backoffice/ui.ts';

export const meta = () => backofficeMeta('News');

/** /backoffice/news/new and /backoffice/news/{id}: the create or edit form of one news item, by URL. */
export default function BackofficeNewsItem() {
  const param = recordParam(useParams().id);
  const navigate = useNavigate();
  const toList = (notice?: string) =>
    void navigate('/backoffice/news', { state: notice ? ({ notice } satisfies NoticeState) : null });
  const form = (row?: NewsRow) => (
    <NewsForm
      key={row?.id ?? 'new'}
      row={row}
      onSaved={(saved) => toList(`News #${saved.id} salvata.`)}
      onCancel={() => toList()}
    />
  );
  if (param === null) return <Muted>{LABELS.noData}</Muted>;
  if (param === 'new') return form();
  return <RecordLoader<NewsRow> path={`/backoffice/news/${param}`}>{form}</RecordLoader>;
}
