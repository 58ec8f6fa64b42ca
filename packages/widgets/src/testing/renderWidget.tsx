/** Renders a widget inside a fresh PalloneProvider (own QueryClient, no retries) for Testing Library tests. */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Language } from '@pallone/core';
import { PalloneProvider } from '../provider/PalloneProvider.tsx';

export function renderWidget(
  ui: ReactElement,
  options: { language?: Language; timeZone?: string } = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const result = render(
    <PalloneProvider
      queryClient={queryClient}
      language={options.language ?? 'it'}
      apiBase="http://localhost"
      credentials={{ user: 'pallone', password: 'pallone' }}
      {...(options.timeZone ? { timeZone: options.timeZone } : {})}
    >
      {ui}
    </PalloneProvider>,
  );
  return { ...result, queryClient };
}
