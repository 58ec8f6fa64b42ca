import { styled } from 'styled-components';
import { useSite } from '../../lib/useSite.ts';
import { LinkItems, sectionLinks } from './LinkItems.tsx';
import { bareList } from './listStyles.ts';

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 15;
  background: var(--site-header-bg);
  ul {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    ${bareList}
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 56px;
    color: var(--site-header-text);
    text-decoration: none;
    font-size: 13px;
    font-weight: 600;
  }
  a[aria-current='page'] {
    box-shadow: inset 0 -3px 0 var(--site-brand-light);
  }
  @media (min-width: 768px) {
    display: none;
  }
`;

/** SPEC §2: the mobile bar with /news, /statistiche, /live-risultati, /pronostici. */
export function BottomBar() {
  const { t } = useSite();
  return (
    <Bar aria-label={t.menu}>
      <ul>
        <LinkItems nav links={sectionLinks(t)} />
      </ul>
    </Bar>
  );
}
