import { describe, expect, it } from 'vitest';
import { isStaffBrowser } from './api.server.ts';

const page = (cookie?: string) => new Request('http://localhost/news', cookie ? { headers: { cookie } } : {});

describe('isStaffBrowser', () => {
  it('recognises a browser with a back-office session by its XSRF-TOKEN cookie', () => {
    expect(isStaffBrowser(page('lang=it; XSRF-TOKEN=abc.def'))).toBe(true);
  });

  it('treats every other visitor as public (shared API cache)', () => {
    expect(isStaffBrowser(page())).toBe(false);
    expect(isStaffBrowser(page('lang=it; pallone_consent=granted'))).toBe(false);
    expect(isStaffBrowser(page('NOT-XSRF-TOKEN=1'))).toBe(false);
  });
});
