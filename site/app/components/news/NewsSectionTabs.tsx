import { Tabs } from '../layout/Tabs.tsx';
import { useSite } from '../../lib/useSite.ts';

/** SPEC §2: News and Pronostici tabs; on /news the News tab is always active. */
export function NewsSectionTabs({ active }: { active: 'news' | 'pronostici' }) {
  const { t } = useSite();
  return (
    <Tabs
      label={t.news}
      tabs={[
        { to: '/news', label: t.news, active: active === 'news' },
        { to: '/pronostici', label: t.predictions, active: active === 'pronostici' },
      ]}
    />
  );
}
