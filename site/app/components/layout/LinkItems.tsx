import { Link, NavLink } from 'react-router';
import type { Labels } from '../../i18n/labels.ts';

/** A site link as a list shows it: where it goes and its text. */
export type SiteLink = readonly [to: string, label: string];

/**
 * The items of a list of site links (menus, the footer's columns, the 404 page's shortcuts), one `li` each;
 * `nav` marks the current page's link (NavLink's aria-current).
 */
export function LinkItems({ links, nav = false }: { links: readonly SiteLink[]; nav?: boolean }) {
  const Item = nav ? NavLink : Link;
  return links.map(([to, label]) => (
    <li key={to}>
      <Item to={to}>{label}</Item>
    </li>
  ));
}

/** The site's four sections (SPEC §2), in the header's and the mobile bar's order. */
export const sectionLinks = (t: Labels): SiteLink[] => [
  ['/news', t.news],
  ['/statistiche', t.statistics],
  ['/live-risultati', t.liveResults],
  ['/pronostici', t.predictions],
];
