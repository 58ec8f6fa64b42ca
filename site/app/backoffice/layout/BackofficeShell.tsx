import type { ReactNode } from 'react';
import type { StaffRole } from '@pallone/core';
import { styled } from 'styled-components';
import { SideMenu } from './SideMenu.tsx';
import { useCollapsed } from './useCollapsed.ts';

/**
 * The back-office frame: side menu and content. It covers the whole window (fixed), so the public header and
 * footer of the root layout stay out of sight.
 */
export function BackofficeShell({
  email,
  role,
  onLogout,
  children,
}: {
  email: string;
  role?: StaffRole;
  onLogout: () => void;
  children: ReactNode;
}) {
  const [collapsed, toggle] = useCollapsed();
  return (
    <Frame>
      <SideMenu collapsed={collapsed} onToggle={toggle} onLogout={onLogout} role={role} />
      <Content>
        <TopBar>
          <strong>Area Riservata</strong>
          <span>{email}</span>
        </TopBar>
        <Body>{children}</Body>
      </Content>
    </Frame>
  );
}

export const Frame = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2000;
  display: flex;
  background: #f3f4f6;
  color: #222;
  font-family: system-ui, sans-serif;
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  overflow: auto;
`;

const Body = styled.div`
  padding: 20px;
`;

const TopBar = styled.header`
  display: flex;
  justify-content: space-between;
  padding: 12px 20px;
  background: #fff;
  border-bottom: 1px solid #e0e0e0;
`;
