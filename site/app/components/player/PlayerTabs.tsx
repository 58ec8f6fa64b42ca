import type { Labels } from '../../i18n/labels.ts';
import { Tabs } from '../layout/Tabs.tsx';

/** Profilo, Statistiche and Carriera of a player (SPEC §2 /giocatori/{slug}/{tab}). */
export function PlayerTabs({ slug, name, t }: { slug: string; name: string; t: Labels }) {
  const base = `/giocatori/${slug}`;
  return (
    <Tabs
      label={name}
      tabs={[
        { to: base, label: t.overview },
        { to: `${base}/statistiche`, label: t.statistics },
        { to: `${base}/carriera`, label: t.career },
      ]}
    />
  );
}
