import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { JWT_STORAGE_KEY } from '@pallone/core';
import Legal, { loader } from './legal.tsx';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '../components/consent/consentCookie.ts';
import { LANGUAGE_COOKIE } from '../i18n/chooseLanguage.ts';

function renderAt(path: string, headers: Record<string, string> = {}) {
  const Stub = createRoutesStub([
    {
      path: '/:page',
      Component: Legal,
      loader: ({ request, params, context }) =>
        loader({
          request: new Request(request.url, { headers }),
          params,
          context,
        } as Parameters<typeof loader>[0]),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('legal pages with the real loader', () => {
  it('renders /privacy in English by default', async () => {
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('follows the lang cookie', async () => {
    renderAt('/terms-conditions', { cookie: 'lang=it' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termini e condizioni' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/non è una testata giornalistica/)).toBeInTheDocument();
  });

  it.each([
    ['en', 'Cookie policy', /about 6 months/, /load only after your consent/],
    ['it', 'Cookie policy', /circa 6 mesi/, /si caricano solo dopo il tuo consenso/],
  ])(
    '/cookie in %s names every cookie and storage key the site really sets',
    async (lang, title, age, scripts) => {
      renderAt('/cookie', { cookie: `lang=${lang}` });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const text = document.body.textContent ?? '';
      for (const name of [CONSENT_COOKIE, LANGUAGE_COOKIE, 'XSRF-TOKEN', JWT_STORAGE_KEY]) {
        expect(text).toContain(`"${name}"`);
      }
      expect(Math.round(CONSENT_MAX_AGE_SECONDS / (60 * 60 * 24 * 30))).toBe(6);
      expect(text).toMatch(age);
      expect(text).toMatch(scripts);
    },
  );
});
