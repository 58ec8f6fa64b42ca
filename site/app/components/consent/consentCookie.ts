/** The visitor's cookie choice: `granted` lets analytics and advertising scripts load, `denied` keeps them out. */
export type Consent = 'granted' | 'denied';

export const CONSENT_COOKIE = 'pallone_consent';

/** Six months, the lower bound of the usual 6–12 months before asking again. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;

const CONSENT_PATTERN = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(granted|denied)(?:;|$)`);

/** The choice recorded in a Cookie header (server) or `document.cookie` (browser); null when none was made. */
export function readConsent(cookies: string | null | undefined): Consent | null {
  const found = CONSENT_PATTERN.exec(cookies ?? '');
  return (found?.[1] as Consent | undefined) ?? null;
}

export const isConsent = (value: unknown): value is Consent => value === 'granted' || value === 'denied';

/** The cookie that records a choice: whole site, SameSite=Lax, Secure on HTTPS, kept six months. */
export function consentCookie(consent: Consent, secure: boolean): string {
  const attributes = [`Path=/`, `Max-Age=${CONSENT_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${CONSENT_COOKIE}=${consent}`, ...attributes].join('; ');
}
