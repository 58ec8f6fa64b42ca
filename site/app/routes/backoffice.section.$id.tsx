import { useLocation, useNavigate, useParams } from 'react-router';
import { LABELS } from '@pallone/core';
import { backofficeMeta } from '../backoffice/meta.ts';
import { RecordLoader } from '../backoffice/RecordLoader.tsx';
import { SectionForm } from '../backoffice/sections/SectionForm.tsx';
import { recordParam, sectionOf, type NoticeState } from '../backoffice/sections/sectionOf.ts';
import type { Row } from '../backoffice/sections/sectionTypes.ts';
import { Muted } from '../backoffice/ui.ts';

export const meta = ({ location }: { location: { pathname: string } }) =>
  backofficeMeta(sectionOf(location.pathname)?.title ?? 'Back-office');

/** /backoffice/{section}/new and /backoffice/{section}/{id} (news too): the create or edit form of one record. */
export default function BackofficeSectionRecord() {
  const { pathname } = useLocation();
  const param = recordParam(useParams().id);
  const navigate = useNavigate();
  const config = sectionOf(pathname);
  if (!config) return null;
  const toList = (notice?: string) =>
    navigate(`/backoffice/${config.key}`, { state: notice ? ({ notice } satisfies NoticeState) : null });
  const form = (row?: Row) => (
    <SectionForm
      // A restored revision (decision 054) comes back with a new updatedAt: the form starts again from it.
      key={`${String(row?.id ?? 'new')}@${String(row?.updatedAt ?? '')}`}
      config={config}
      row={row}
      onSaved={(saved) =>
        void toList(
          config.savedNotice?.(saved) ?? `Salvato: "${config.nameOf(saved)}" (#${String(saved.id)}).`,
        )
      }
      onDeleted={(deleted) => void toList(`Eliminato: "${config.nameOf(deleted)}".`)}
      onCancel={() => void toList()}
    />
  );
  if (param === null || (param === 'new' && !config.newTitle)) return <Muted>{LABELS.noData}</Muted>;
  if (param === 'new') return form();
  return (
    <RecordLoader section={config.api} id={param}>
      {(row) => form(row)}
    </RecordLoader>
  );
}
