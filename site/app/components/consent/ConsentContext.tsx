import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { consentCookie, type Consent } from './consentCookie.ts';
import { injectedScriptCount } from './consentScriptMark.ts';
import type { ConsentScriptSources } from './scriptSources.ts';

export interface ConsentState {
  /** The visitor's choice; null until they make one. */
  consent: Consent | null;
  sources: ConsentScriptSources;
  /** Records the choice in the `pallone_consent` cookie and closes the banner. */
  choose: (consent: Consent) => void;
  /** True while the banner is reopened from the footer's cookie settings. */
  settingsOpen: boolean;
  openSettings: () => void;
}

const NO_CONSENT: ConsentState = {
  consent: null,
  sources: { analytics: null, ads: null },
  choose: () => undefined,
  settingsOpen: false,
  openSettings: () => undefined,
};

const ConsentContext = createContext<ConsentState>(NO_CONSENT);

/** Outside a ConsentProvider: no choice, no sources, so nothing is ever loaded. */
export const useConsent = (): ConsentState => useContext(ConsentContext);

interface ConsentProviderProps {
  /** The choice the server read from the request's cookie (so SSR knows whether to show the banner). */
  initial: Consent | null;
  sources: ConsentScriptSources;
  children: ReactNode;
}

export function ConsentProvider({ initial, sources, children }: ConsentProviderProps) {
  const [chosen, setChosen] = useState<Consent | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const choose = useCallback((consent: Consent) => {
    document.cookie = consentCookie(consent, window.location.protocol === 'https:');
    setChosen(consent);
    setSettingsOpen(false);
    // Scripts already running cannot be unloaded: a fresh page is the only way to honour a withdrawal.
    if (consent === 'denied' && injectedScriptCount() > 0) window.location.reload();
  }, []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const consent = chosen ?? initial;
  const value = useMemo(
    () => ({ consent, sources, choose, settingsOpen, openSettings }),
    [consent, sources, choose, settingsOpen, openSettings],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}
