import { Link } from 'react-router';
import { styled } from 'styled-components';
import type { NavGroup } from '../../lib/navCompetitions.ts';
import { useSite } from '../../lib/useSite.ts';

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 30;
  width: min(320px, 100vw);
  max-height: 70vh;
  overflow: auto;
  background: var(--site-bg);
  color: var(--site-text);
  border: 1px solid var(--site-border);
  border-radius: 8px;
  padding: 12px 16px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
  h2 { font-size: 14px; margin: 12px 0 6px; text-transform: uppercase; color: var(--site-muted); }
  ul { list-style: none; margin: 0; padding: 0; }
  a { display: block; padding: 6px 0; color: inherit; text-decoration: none; }
  a:hover, a:focus-visible { color: var(--site-brand); text-decoration: underline; }
`;

export interface FilterMenuProps {
  id: string;
  groups: readonly NavGroup[];
  onNavigate: () => void;
}

/** "Filtra": the configured competition lists (SPEC §2, §9), each a link to /campionato/{slug}. */
export function FilterMenu({ id, groups, onNavigate }: FilterMenuProps) {
  const { t } = useSite();
  const titles = { championship: t.featuredChampionships, cup: t.europeanCups, international: t.internationalCups };
  return (
    <Panel id={id} role="region" aria-label={t.filterTitle}>
      {groups.map((group) => (
        <section key={group.kind}>
          <h2>{titles[group.kind]}</h2>
          <ul>
            {group.competitions.map((competition) => (
              <li key={competition.id}>
                <Link to={`/campionato/${competition.slug}`} onClick={onNavigate}>
                  {competition.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Panel>
  );
}
