import { useRef, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import type { StandingsMessages } from './standingsMessages.ts';

export type StandingsView = 'total' | 'home' | 'away';
const VIEWS: StandingsView[] = ['total', 'home', 'away'];

const List = styled.div`
  display: flex;
  gap: 4px;
  padding: 0 12px;
  border-bottom: 1px solid var(--p-border);
`;

const Tab = styled.button`
  padding: 8px 10px;
  font: inherit;
  color: var(--p-muted);
  background: none;
  border: 0;
  border-bottom: 2px solid transparent;
  cursor: pointer;
  &[aria-selected='true'] {
    color: var(--p-text);
    font-weight: 600;
    border-bottom-color: var(--p-brand);
  }
`;

export interface VenueTabsProps {
  idPrefix: string;
  view: StandingsView;
  onChange: (view: StandingsView) => void;
  text: StandingsMessages;
}

/** Totale / Casa / Trasferta as an ARIA tablist: arrow keys, Home and End move and select (automatic activation). */
export function VenueTabs({ idPrefix, view, onChange, text }: VenueTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = VIEWS[(index + VIEWS.length) % VIEWS.length] ?? 'total';
    onChange(next);
    tabs.current[VIEWS.indexOf(next)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = VIEWS.indexOf(view);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <List role="tablist" aria-label={text.viewsLabel} onKeyDown={onKeyDown}>
      {VIEWS.map((name, index) => (
        <Tab
          key={name}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${name}`}
          aria-controls={`${idPrefix}-panel`}
          aria-selected={name === view}
          data-state={name === view ? 'active' : 'inactive'}
          tabIndex={name === view ? 0 : -1}
          onClick={() => onChange(name)}
        >
          {text.views[name]}
        </Tab>
      ))}
    </List>
  );
}
