import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { styled } from 'styled-components';
import { useSite } from '../../lib/useSite.ts';

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: 50;
  pointer-events: none;
  div {
    height: 100%;
    width: 0;
    background: var(--site-brand-light);
    transition:
      width 300ms ease,
      opacity 300ms;
  }
  &[data-state='loading'] div {
    width: 70%;
    transition: width 8s cubic-bezier(0.1, 0.7, 0.3, 1);
  }
  &[data-state='complete'] div {
    width: 100%;
    opacity: 0;
  }
  &[data-state='failed'] div {
    width: 100%;
    background: var(--site-live);
    opacity: 0;
    transition: opacity 1.2s;
  }
`;

export type ProgressState = 'idle' | 'loading' | 'complete' | 'failed';

/** SPEC §2: a bar showing that a navigation started, completed or failed. */
export function ProgressBar({ failed = false }: { failed?: boolean }) {
  const navigation = useNavigation();
  const { t } = useSite();
  const [state, setState] = useState<ProgressState>('idle');
  const wasLoading = useRef(false);
  useEffect(() => {
    if (navigation.state !== 'idle') {
      wasLoading.current = true;
      setState('loading');
      return;
    }
    if (!wasLoading.current) return;
    wasLoading.current = false;
    setState(failed ? 'failed' : 'complete');
    const timer = setTimeout(() => setState('idle'), 1200);
    return () => clearTimeout(timer);
  }, [navigation.state, failed]);
  return (
    <Track role="progressbar" aria-label={t.pageLoading} aria-hidden={state === 'idle'} data-state={state}>
      <div />
    </Track>
  );
}
