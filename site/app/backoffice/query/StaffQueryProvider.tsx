import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isUnauthorized, SESSION_RESTORED_EVENT } from '../api.ts';

/**
 * The back-office's own cache, apart from the public pages': no retries (a 401 must sign out at once, a refused
 * write must say so), no refetch on focus (an editor's form is not reloaded under them).
 */
export const createStaffQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/**
 * The back-office's QueryClient. The calls a 401 broke are redone once the editor has logged in again
 * (SESSION_RESTORED_EVENT): every shown query that failed with 401 refetches.
 */
export function StaffQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createStaffQueryClient);
  useEffect(() => {
    const retry = () =>
      void client.refetchQueries({ type: 'active', predicate: (query) => isUnauthorized(query.state.error) });
    globalThis.addEventListener(SESSION_RESTORED_EVENT, retry);
    return () => globalThis.removeEventListener(SESSION_RESTORED_EVENT, retry);
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
