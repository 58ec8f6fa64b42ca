import { queryOptions } from '@tanstack/react-query';
import type { StaffPageRequests, StaffSection } from '@pallone/core';
import { staffCall } from '../api.ts';
import type { ListSource, SearchSource } from '../pickers/sources.ts';
import { staffKeys } from './staffKeys.ts';

/**
 * The back-office's queries over core's typed staff methods, each through `staffCall` (a 401 signs out) and
 * cancelled by TanStack Query's signal when its key changes or nothing shows it any more.
 */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: staffKeys.dashboard(),
    queryFn: ({ signal }) => staffCall((client) => client.getStaffDashboard({ signal })),
  });

export const pageQuery = <S extends StaffSection>(section: S, request: StaffPageRequests[S]) =>
  queryOptions({
    queryKey: staffKeys.page(section, request),
    queryFn: ({ signal }) => staffCall((client) => client.getStaffPage(section, request, { signal })),
  });

export const recordQuery = (section: StaffSection, id: number) =>
  queryOptions({
    queryKey: staffKeys.record(section, id),
    queryFn: ({ signal }) => staffCall((client) => client.getStaffRecord(section, id, { signal })),
  });

export const pickerListQuery = (kind: string, source: ListSource) =>
  queryOptions({ queryKey: staffKeys.pickerList(kind), queryFn: ({ signal }) => source.load(signal) });

export const pickerSearchQuery = (kind: string, source: SearchSource, text: string) =>
  queryOptions({
    queryKey: staffKeys.pickerSearch(kind, text),
    queryFn: ({ signal }) => source.search(text, signal),
  });

export const pickerOptionQuery = (kind: string, source: SearchSource, id: number) =>
  queryOptions({
    queryKey: staffKeys.pickerOption(kind, id),
    queryFn: ({ signal }) => source.resolve(id, signal),
  });
