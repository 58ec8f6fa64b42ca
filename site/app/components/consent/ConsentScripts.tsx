import { useEffect } from 'react';
import { useConsent } from './ConsentContext.tsx';
import { configuredSources } from './scriptSources.ts';

/**
 * SPEC §1: analytics and advertising scripts load lazily, and only after consent — in an effect (never on the
 * server), after the load event, when the browser is idle. Renders nothing. The loader's own code comes only
 * then too, so a visitor who has not accepted (every first visit) never downloads it.
 */
export function ConsentScripts() {
  const { consent, sources } = useConsent();
  useEffect(() => {
    const list = configuredSources(sources);
    if (consent !== 'granted' || list.length === 0) return;
    let stopped = false;
    let cancel = (): void => undefined;
    void import('./loadScripts.ts').then(({ injectScripts, whenIdle }) => {
      if (!stopped) cancel = whenIdle(() => injectScripts(list));
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, [consent, sources]);
  return null;
}
