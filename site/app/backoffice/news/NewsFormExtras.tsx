import type { FormExtrasProps } from '../sections/sectionTypes.ts';
import { NewsPreview } from './NewsPreview.tsx';
import { NewsRevisions } from './NewsRevisions.tsx';
import { NewsTranslations } from './NewsTranslations.tsx';

/**
 * Under the news form: Anteprima, the public page's link and the article's translations (decision 049), and its
 * revisions (decision 054).
 */
export function NewsFormExtras({ row, data }: FormExtrasProps) {
  const saved =
    typeof row?.id === 'number' && typeof row.pallonecomSlug === 'string'
      ? { id: row.id, pallonecomSlug: row.pallonecomSlug }
      : undefined;
  return (
    <>
      <NewsPreview saved={saved} data={data} />
      {saved && <NewsTranslations id={saved.id} />}
      {saved && <NewsRevisions id={saved.id} />}
    </>
  );
}
