import { styled } from 'styled-components';
import { commonMessages } from '../i18n/commonMessages.ts';
import { usePallone } from '../provider/usePallone.ts';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 12px;
  padding: 6px 12px;
  font-size: 13px;
  color: var(--p-text);
  background: var(--p-surface);
  border-bottom: 1px solid var(--p-border);
`;

const RetryLink = styled.button`
  min-height: 24px;
  padding: 0 4px;
  font: inherit;
  font-weight: 600;
  color: inherit;
  background: none;
  border: 0;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * A refresh failed while data is on screen: the data stays, and one slim line above it says so with a Riprova
 * button, announced politely (role="status"), never hiding what is there.
 */
export function RefreshFailedNotice({ onRetry }: { onRetry: () => void }) {
  const text = commonMessages[usePallone().language];
  return (
    <Notice data-state="stale">
      <span role="status">{text.refreshFailed}</span>
      <RetryLink type="button" onClick={onRetry}>
        {text.retry}
      </RetryLink>
    </Notice>
  );
}
