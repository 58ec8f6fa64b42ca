import { useLocation } from 'react-router';
import { backofficeMeta } from '../backoffice/meta.ts';
import { SectionList } from '../backoffice/sections/SectionList.tsx';
import { noticeOf, sectionOf } from '../backoffice/sections/sectionOf.ts';

export const meta = ({ location }: { location: { pathname: string } }) =>
  backofficeMeta(sectionOf(location.pathname)?.title ?? 'Back-office');

/** /backoffice/{guides,bookmaker-bonuses,quote-maggiorate,teams,competitions,landing}: search, sort, pages, delete. */
export default function BackofficeSection() {
  const location = useLocation();
  const config = sectionOf(location.pathname);
  if (!config) return null;
  return (
    <SectionList key={`${config.key}:${location.key}`} config={config} notice={noticeOf(location.state)} />
  );
}
