import { useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import type { Language } from '@pallone/core';
import { PalloneProvider } from '@pallone/widgets';

/**
 * One provider per story render: a fresh QueryClient without retries (so Error stories settle at once), the
 * toolbar's language, the page background of the toolbar's theme, and `data-theme` for widgets that follow it.
 */
export function PalloneStoryFrame(props: {
  language: Language;
  theme: 'light' | 'dark';
  children: ReactNode;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }),
  );
  return (
    <PalloneProvider
      key={props.language}
      queryClient={queryClient}
      language={props.language}
      credentials={{ user: 'pallone', password: 'pallone' }}
    >
      <div
        data-theme={props.theme}
        style={{
          background: props.theme === 'dark' ? '#0b0e12' : 'transparent',
          padding: props.theme === 'dark' ? 16 : 0,
        }}
      >
        {props.children}
      </div>
    </PalloneProvider>
  );
}
