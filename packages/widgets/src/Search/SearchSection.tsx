import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { SkeletonRows } from '../states/Skeleton.tsx';
import { visuallyHidden } from '../states/visuallyHidden.ts';
import type { SearchMessages } from './searchMessages.ts';
import type { SectionState } from './useSearchSections.ts';

const Section = styled.section`
  padding: 8px 0;
  & + & {
    border-top: 1px solid var(--p-border);
  }
  h3 {
    margin: 0;
    padding: 4px 12px;
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: var(--p-muted);
  }
  ul {
    margin: 0;
    padding: 0 4px;
    list-style: none;
  }
  p {
    margin: 0;
    padding: 6px 12px;
    color: var(--p-muted);
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface SearchSectionProps<T> {
  title: string;
  state: SectionState<T>;
  messages: SearchMessages;
  children: (item: T) => ReactNode;
}

/** One titled section of the results: loading, then its list or "Nessun risultato" (SPEC §4). */
export function SearchSection<T extends { id: number }>({
  title,
  state,
  messages,
  children,
}: SearchSectionProps<T>) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} aria-busy={state.status === 'loading'} data-state={state.status}>
      <h3 id={headingId}>{title}</h3>
      {state.status === 'loading' && (
        <>
          <Hidden role="status">{messages.loading}</Hidden>
          <SkeletonRows rows={2} rowHeight={30} />
        </>
      )}
      {state.status === 'empty' && <p>{messages.noResults}</p>}
      {state.status === 'list' && (
        <ul>
          {state.items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}
