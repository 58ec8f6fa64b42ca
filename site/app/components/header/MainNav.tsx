import { NavLink } from 'react-router';
import { styled } from 'styled-components';
import { useSite } from '../../lib/useSite.ts';

const Nav = styled.nav`
  ul {
    display: flex;
    gap: 16px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    color: inherit;
    text-decoration: none;
    font-weight: 600;
    padding: 6px 0;
  }
  a[aria-current='page'] {
    border-bottom: 2px solid currentColor;
  }
  @media (max-width: 767px) {
    display: none;
    &[data-open='true'] {
      display: block;
      position: absolute;
      left: 0;
      right: 0;
      top: 100%;
      background: var(--site-header-bg);
      padding: 8px 16px 16px;
    }
    ul {
      flex-direction: column;
      gap: 4px;
    }
    a {
      display: block;
      padding: 10px 0;
    }
  }
`;

/** The header's sections (SPEC §2); in the burger menu on mobile. */
export function MainNav({ id, open }: { id: string; open: boolean }) {
  const { t } = useSite();
  const links = [
    ['/news', t.news],
    ['/statistiche', t.statistics],
    ['/live-risultati', t.liveResults],
    ['/pronostici', t.predictions],
  ] as const;
  return (
    <Nav id={id} aria-label={t.menu} data-open={open ? 'true' : undefined}>
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
