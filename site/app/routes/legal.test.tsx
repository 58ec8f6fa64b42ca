import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import Legal, { loader } from './legal.tsx';

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
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
  });

  it('follows the lang cookie', async () => {
    renderAt('/terms-conditions', { cookie: 'lang=it' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Termini e condizioni' })).toBeTruthy();
    expect(screen.getByText(/non è una testata giornalistica/)).toBeTruthy();
  });
});
