import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { ConsentBanner } from './ConsentBanner.tsx';
import { ConsentProvider } from './ConsentContext.tsx';
import { ConsentScripts } from './ConsentScripts.tsx';
import type { Consent } from './consentCookie.ts';
import type { ConsentScriptSources } from './scriptSources.ts';
import { CookieSettingsButton } from './CookieSettingsButton.tsx';
import { AdSlot } from './AdSlot.tsx';

const SOURCES: ConsentScriptSources = {
  analytics: 'https://stats.example.org/a.js',
  ads: 'https://ads.example.org/ads.js',
};

const idle = vi.fn((task: IdleRequestCallback) => {
  task({ didTimeout: false, timeRemaining: () => 50 });
  return 1;
});

function renderSite(initial: Consent | null, sources: ConsentScriptSources = SOURCES) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ConsentProvider initial={initial} sources={sources}>
          <ConsentBanner />
          <AdSlot name="home-side" />
          <CookieSettingsButton />
          <ConsentScripts />
        </ConsentProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

const scriptSources = () =>
  Array.from(document.querySelectorAll('script[src]'), (script) => script.getAttribute('src'));

/** A first visit where the visitor presses `button` on the banner: the banner goes, the cookie records `consent`. */
async function choose(button: 'Accept' | 'Reject', consent: Consent) {
  const user = userEvent.setup();
  renderSite(null);
  await user.click(await screen.findByRole('button', { name: button }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.cookie).toContain(`pallone_consent=${consent}`);
}

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', idle);
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});

afterEach(() => {
  cleanup();
  idle.mockClear();
  vi.unstubAllGlobals();
  document.querySelectorAll('script[src]').forEach((script) => script.remove());
  document.cookie = 'pallone_consent=; Path=/; Max-Age=0';
});

describe('cookie consent', () => {
  it('shows the banner on a first visit and injects no script before a choice', async () => {
    renderSite(null);
    const banner = await screen.findByRole('dialog', { name: 'Cookies and privacy' });
    expect(banner.textContent).toContain('third-party analytics');
    expect(screen.getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/cookie');
    expect(idle).not.toHaveBeenCalled();
    expect(scriptSources()).toEqual([]);
    const slot = document.querySelector('[data-pallone-ad-slot="home-side"]');
    expect(slot?.getAttribute('data-consent')).toBe('pending');
    expect(slot?.childElementCount).toBe(0);
  });

  it('records an acceptance, hides the banner and then loads the configured scripts', async () => {
    await choose('Accept', 'granted');
    await waitFor(() => expect(scriptSources()).toEqual([SOURCES.analytics, SOURCES.ads]));
    expect(document.querySelector('script[src]')?.hasAttribute('async')).toBe(true);
    expect(document.querySelector('[data-pallone-ad-slot]')?.getAttribute('data-consent')).toBe('granted');
  });

  it('is usable from the keyboard', async () => {
    const user = userEvent.setup();
    renderSite(null);
    await screen.findByRole('dialog');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Cookie policy');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Reject');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Accept');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(scriptSources()).toHaveLength(2));
  });

  it('records a rejection and loads nothing', async () => {
    await choose('Reject', 'denied');
    expect(idle).not.toHaveBeenCalled();
    expect(scriptSources()).toEqual([]);
  });

  it('stays hidden when the cookie says a choice was made', async () => {
    renderSite('denied');
    await screen.findByRole('button', { name: 'Cookie settings' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(scriptSources()).toEqual([]);
  });

  it('loads the scripts for a visitor who accepted earlier, without asking again', async () => {
    renderSite('granted');
    await waitFor(() => expect(scriptSources()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads nothing when no script is configured, and reserves no ad space', async () => {
    const user = userEvent.setup();
    renderSite(null, { analytics: null, ads: null });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(idle).not.toHaveBeenCalled();
    expect(scriptSources()).toEqual([]);
    expect(document.querySelector('[data-pallone-ad-slot]')).toBeNull();
  });

  it('reopens from the cookie settings, focused, to change the choice', async () => {
    const user = userEvent.setup();
    renderSite('denied');
    await user.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    const banner = screen.getByRole('dialog', { name: 'Cookies and privacy' });
    expect(document.activeElement).toBe(banner);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(scriptSources()).toHaveLength(2));
  });
});
