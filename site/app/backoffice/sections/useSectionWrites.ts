import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StaffSection, StaffWrites } from '@pallone/core';
import { staffCall } from '../api.ts';
import { staffKeys } from '../query/staffKeys.ts';
import type { Row, SectionConfig } from './sectionTypes.ts';

export interface RecordWrite {
  /** The server's JSON of the form (without `id`). */
  data: Record<string, unknown>;
  /** Absent: create. */
  id?: number | undefined;
  image?: File | null;
  removeImage?: boolean;
}

/** A write changes its section's pages and records, the dashboard's counts and what the pickers list. */
function invalidateAfterWrite(client: QueryClient, section: StaffSection) {
  return Promise.all([
    client.invalidateQueries({ queryKey: staffKeys.section(section) }),
    client.invalidateQueries({ queryKey: staffKeys.dashboard() }),
    client.invalidateQueries({ queryKey: staffKeys.pickers() }),
  ]);
}

/** Save (POST to create, PUT to update) a record of the section through core's client. */
export function useSaveRecord(config: SectionConfig) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ data, ...write }: RecordWrite): Promise<Row> =>
      staffCall((api) =>
        api.saveStaffRecord(config.api, { ...write, data: data as unknown as StaffWrites[StaffSection] }),
      ),
    onSuccess: () => invalidateAfterWrite(client, config.api),
  });
}

/** Delete a record of the section (sections without `deleteIn` cannot). */
export function useDeleteRecord(config: SectionConfig) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => {
      const { deleteIn } = config;
      if (!deleteIn) return Promise.reject(new Error(`${config.title}: nothing to delete`));
      return staffCall((api) => api.deleteStaffRecord(deleteIn, id));
    },
    onSuccess: () => invalidateAfterWrite(client, config.api),
  });
}
