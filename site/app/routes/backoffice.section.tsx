import { useLocation } from 'react-router';
import { backofficeMeta } from '../backoffice/meta.ts';
import { SectionList } from '../backoffice/sections/SectionList.tsx';
import { SECTION_CONFIGS } from '../backoffice/sections/sectionConfigs.ts';

const sectionOf = (pathname: string) => SECTION_CONFIGS[pathname.replace(/\/+$/, '').split('/').pop() ?? ''];

export const meta = ({ location }: { location: { pathname: string } }) =>
  backofficeMeta(sectionOf(location.pathname)?.title ?? 'Back-office');

/** /backoffice/{guides,bookmaker-bonuses,quote-maggiorate,teams,competitions,landing}: read-only lists for now. */
export default function BackofficeSection() {
  const { pathname } = useLocation();
  const config = sectionOf(pathname);
  if (!config) return null;
  return <SectionList key={config.path} config={config} />;
}
