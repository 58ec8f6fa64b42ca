import { styled } from 'styled-components';
import { useSite } from '../../lib/useSite.ts';

const Notice = styled.aside`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 16px 0;
  padding: 10px 12px;
  border: 1px solid var(--site-border);
  border-radius: 8px;
  font-size: 13px;
  color: var(--site-muted);
  b {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border: 3px solid var(--site-live);
    border-radius: 50%;
    color: var(--site-live);
    font-size: 13px;
  }
`;

/** SPEC §1: the responsible-gambling notice with the 18+ mark, wherever betting content shows. */
export function GamblingNotice() {
  const { t } = useSite();
  return (
    <Notice aria-label="18+">
      <b aria-hidden="true">18+</b>
      <p>{t.gambling}</p>
    </Notice>
  );
}
