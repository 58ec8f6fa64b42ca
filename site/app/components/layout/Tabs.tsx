import { Link, NavLink } from 'react-router';
import { styled } from 'styled-components';

const Nav = styled.nav`
  margin: 0 0 16px;
  ul {
    display: flex;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
    overflow-x: auto;
  }
  &[data-wrap='true'] ul {
    flex-wrap: wrap;
    overflow-x: visible;
  }
  a {
    display: block;
    padding: 8px 14px;
    border-radius: 999px;
    color: var(--site-text);
    text-decoration: none;
    white-space: nowrap;
    background: var(--site-bg);
    border: 1px solid var(--site-border);
  }
  a[aria-current='page'],
  a[data-active='true'] {
    background: var(--site-brand);
    color: #fff;
    border-color: var(--site-brand);
  }
`;

export interface Tab {
  to: string;
  label: string;
  /** Forces the active look (e.g. the News tab on /news pages, SPEC §2). */
  active?: boolean;
}

/** Sub-navigation tabs (SPEC §2); `wrap` lays many of them (a competition's phases) on several lines. */
export function Tabs({ label, tabs, wrap }: { label: string; tabs: readonly Tab[]; wrap?: boolean }) {
  return (
    <Nav aria-label={label} data-wrap={wrap ? 'true' : undefined}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            {tab.active ? (
              // NavLink only sets aria-current on its own URL; a tab active by default must say so itself.
              <Link to={tab.to} data-active="true" aria-current="page">
                {tab.label}
              </Link>
            ) : (
              <NavLink to={tab.to} end>
                {tab.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </Nav>
  );
}
