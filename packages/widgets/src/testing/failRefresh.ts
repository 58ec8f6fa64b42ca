import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { apiPath } from '../mocks/apiPath.ts';
import { mswServer } from './mswServer.ts';

/** A refresh that fails: from now on the API answers `path` (e.g. `/teams/getComparison`) with a 500, and every query refetches. */
export async function failRefresh(queryClient: QueryClient, path: string): Promise<void> {
  mswServer.use(http.get(apiPath(path), () => HttpResponse.json({ statusCode: 500 }, { status: 500 })));
  await queryClient.refetchQueries();
}
