import { useLocation, useNavigate } from 'react-router';
import { backofficeMeta } from '../backoffice/meta.ts';
import { NewsList } from '../backoffice/news/NewsList.tsx';
import { noticeOf } from '../backoffice/sections/sectionOf.ts';

export const meta = () => backofficeMeta('News');

/** /backoffice/news: the list; create and edit open /backoffice/news/new and /backoffice/news/{id}. */
export default function BackofficeNews() {
  const location = useLocation();
  const navigate = useNavigate();
  const saved = noticeOf(location.state);
  return (
    <>
      {saved && <p role="status">{saved}</p>}
      <NewsList
        onCreate={() => void navigate('/backoffice/news/new')}
        onEdit={(row) => void navigate(`/backoffice/news/${row.id}`)}
      />
    </>
  );
}
