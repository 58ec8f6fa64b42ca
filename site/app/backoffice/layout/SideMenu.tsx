import { NavLink } from 'react-router';
import { styled } from 'styled-components';
import { BACKOFFICE_MENU_WIDTH, type StaffRole } from '@pallone/core';
import { BACKOFFICE_SECTIONS } from './sections.ts';

interface Props {
  collapsed: boolean;
  onToggle: () => void;
  onLogout: () => void;
  /** The signed-in user's role: sections for other roles are left out (all shown while it is unknown). */
  role?: StaffRole;
}

/** SPEC §2: the dark side menu with Dashboard, the seven sections, the public site and log out. */
export function SideMenu({ collapsed, onToggle, onLogout, role }: Props) {
  return (
    <Menu $collapsed={collapsed} aria-label="Back-office">
      <Toggle
        type="button"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? 'Espandi il menu' : 'Comprimi il menu'}
      >
        {collapsed ? '»' : '«'}
      </Toggle>
      <ul>
        {BACKOFFICE_SECTIONS.filter((section) => !section.roles || !role || section.roles.includes(role)).map(
          (section) => (
            <li key={section.path}>
              <NavLink
                to={section.path}
                end={section.path === '/backoffice' || section.path === '/backoffice/users'}
                title={section.label}
              >
                <Icon aria-hidden="true">{section.icon}</Icon>
                <Label $collapsed={collapsed}>{section.label}</Label>
              </NavLink>
            </li>
          ),
        )}
      </ul>
      <Bottom>
        <a href="/" title="Sito pubblico">
          <Icon aria-hidden="true">↩</Icon>
          <Label $collapsed={collapsed}>Sito pubblico</Label>
        </a>
        <button type="button" onClick={onLogout} title="Esci">
          <Icon aria-hidden="true">✕</Icon>
          <Label $collapsed={collapsed}>Esci</Label>
        </button>
      </Bottom>
    </Menu>
  );
}

const Menu = styled.nav<{ $collapsed: boolean }>`
  flex: none;
  display: flex;
  flex-direction: column;
  width: ${({ $collapsed }) => ($collapsed ? BACKOFFICE_MENU_WIDTH.collapsed : BACKOFFICE_MENU_WIDTH.expanded)}px;
  height: 100%;
  overflow: hidden auto;
  background: #1b1e24;
  color: #d7dbe0;
  transition: width 0.2s;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    padding: 10px 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: #2a2f38;
  }
  a.active {
    background: #0d2b1c;
    color: #fff;
  }
`;

const Toggle = styled.button`
  justify-content: center;
  font-size: 1.1rem;
`;

const Icon = styled.span`
  flex: none;
  width: ${BACKOFFICE_MENU_WIDTH.collapsed}px;
  text-align: center;
  font-weight: 700;
`;

const Label = styled.span<{ $collapsed: boolean }>`
  display: ${({ $collapsed }) => ($collapsed ? 'none' : 'inline')};
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Bottom = styled.div`
  margin-top: auto;
  border-top: 1px solid #2f3540;
`;
