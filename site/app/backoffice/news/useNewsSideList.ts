import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '@pallone/core';
import { staffCall } from '../api.ts';
import { staffKeys } from '../query/staffKeys.ts';
import { writeErrorMessage } from '../writeErrorMessage.ts';

/**
 * One of an article's side lists under its form (its revisions, its language versions), read when opened, and
 * the one write the list offers: a write refreshes the news section's queries, its failure is kept to show.
 */
export function useNewsSideList<T, V>(
  id: number,
  part: 'revisions' | 'translations',
  read: (api: ApiClient, signal: AbortSignal) => Promise<T[]>,
  write: (api: ApiClient, value: V) => Promise<unknown>,
) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const query = useQuery({
    queryKey: [...staffKeys.record('news', id), part],
    queryFn: ({ signal }) => staffCall((api) => read(api, signal)),
  });
  const mutation = useMutation({
    mutationFn: (value: V) => staffCall((api) => write(api, value)),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.section('news') }),
    onError: (error) => setFailure(writeErrorMessage(error)),
  });
  const list = Array.isArray(query.data) ? query.data : [];
  return { query, mutation, list, failure, setFailure };
}
