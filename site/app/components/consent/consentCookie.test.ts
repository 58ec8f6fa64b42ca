import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_SECONDS, consentCookie, readConsent } from './consentCookie.ts';

describe('readConsent', () => {
  it('reads the choice among other cookies', () => {
    expect(readConsent('lang=it; pallone_consent=granted; x=1')).toBe('granted');
    expect(readConsent('pallone_consent=denied')).toBe('denied');
  });

  it('is null without a valid choice', () => {
    expect(readConsent(null)).toBeNull();
    expect(readConsent('lang=it')).toBeNull();
    expect(readConsent('pallone_consent=maybe')).toBeNull();
    expect(readConsent('xpallone_consent=granted')).toBeNull();
  });
});

describe('consentCookie', () => {
  it('is site-wide, SameSite=Lax and kept between six and twelve months', () => {
    const cookie = consentCookie('granted', false);
    expect(cookie).toMatch(/^pallone_consent=granted; /);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(CONSENT_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(60 * 60 * 24 * 180);
    expect(CONSENT_MAX_AGE_SECONDS).toBeLessThanOrEqual(60 * 60 * 24 * 366);
    expect(cookie).toContain(`Max-Age=${CONSENT_MAX_AGE_SECONDS}`);
  });

  it('is Secure over HTTPS', () => {
    expect(consentCookie('denied', true)).toMatch(/; Secure$/);
  });
});
