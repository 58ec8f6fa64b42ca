import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { usePallone } from '../provider/usePallone.ts';
import { commonMessages } from '../i18n/commonMessages.ts';
import { visuallyHidden } from './visuallyHidden.ts';
import { SkeletonRows } from './Skeleton.tsx';
import { RefreshFailedNotice } from './RefreshFailedNotice.tsx';

const Message = styled.div`
  padding: 16px 12px;
  color: var(--p-muted);
  text-align: center;
`;

const RetryButton = styled.button`
  margin-top: 8px;
  padding: 6px 14px;
  font: inherit;
  color: var(--p-brand-contrast);
  background: var(--p-brand);
  border: 0;
  border-radius: 6px;
  cursor: pointer;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  /** How many skeleton rows hold the place while loading. */
  skeletonRows: number;
  isEmpty: (data: T) => boolean;
  /** Shown when `isEmpty`; defaults to "Nessun dato" / "No data". */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Loading skeleton → content, an empty state, or an error with retry: never a blank box (SPEC §4 states). When a
 * refresh fails with data already on screen, the data stays, under a slim "could not refresh — Riprova" notice.
 */
export function QueryState<T>({ query, skeletonRows, isEmpty, empty, children }: QueryStateProps<T>) {
  const { language } = usePallone();
  const text = commonMessages[language];
  if (query.isPending) {
    return (
      <div aria-busy="true" data-state="loading">
        <Hidden role="status">{text.loading}</Hidden>
        <SkeletonRows rows={skeletonRows} />
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <Message role="alert" data-state="error">
        <div>{text.errorTitle}</div>
        <RetryButton type="button" onClick={() => void query.refetch()}>
          {text.retry}
        </RetryButton>
      </Message>
    );
  }
  const content = isEmpty(query.data) ? (
    <Message data-state="empty">{empty ?? text.noData}</Message>
  ) : (
    children(query.data)
  );
  if (!query.isError) return content;
  return (
    <>
      <RefreshFailedNotice onRetry={() => void query.refetch()} />
      {content}
    </>
  );
}
