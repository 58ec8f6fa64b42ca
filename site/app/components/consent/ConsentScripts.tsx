import { useEffect } from 'react';
import { useConsent } from './ConsentContext.tsx';
import { injectScripts, whenIdle } from './loadScripts.ts';
import { configuredSources } from './scriptSources.ts';

/**
 * SPEC §1: analytics and advertising scripts load lazily, and only after consent — in an effect (never on the
 * server), after the load event, when the browser is idle. Renders nothing.
 */
export function ConsentScripts() {
  const { consent, sources } = useConsent();
  useEffect(() => {
    const list = configuredSources(sources);
    if (consent !== 'granted' || list.length === 0) return;
    return whenIdle(() => injectScripts(list));
  }, [consent, sources]);
  return null;
}
