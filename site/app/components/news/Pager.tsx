import { Link } from 'react-router';
import { useSite } from '../../lib/useSite.ts';

/** Previous/next page links; page 1 is the bare base path. */
export function Pager({ base, page, pages }: { base: string; page: number; pages: number }) {
  const { t } = useSite();
  const href = (n: number) => (n === 1 ? base : `${base}/${n}`);
  return (
    <nav aria-label={t.page}>
      <p>
        {page > 1 && <Link to={href(page - 1)}>← {t.previous}</Link>} {t.page} {page} / {pages}{' '}
        {page < pages && <Link to={href(page + 1)}>{t.next} →</Link>}
      </p>
    </nav>
  );
}
