import { styled } from 'styled-components';
import { useSite } from '../../lib/useSite.ts';
import { LinkItems, sectionLinks } from '../layout/LinkItems.tsx';
import { bareList } from '../layout/listStyles.ts';

const Nav = styled.nav`
  ul {
    display: flex;
    gap: 16px;
    ${bareList}
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
  return (
    <Nav id={id} aria-label={t.menu} data-open={open ? 'true' : undefined}>
      <ul>
        <LinkItems nav links={sectionLinks(t)} />
      </ul>
    </Nav>
  );
}
