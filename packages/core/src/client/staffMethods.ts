import type { Paginated } from '../types/Paginated.ts';
import type { Http, RequestOptions } from './createHttp.ts';
import { STAFF_PATHS } from './staffPaths.ts';
import type {
  StaffDashboard,
  StaffDeleted,
  StaffEditableSection,
  StaffListItem,
  StaffPageRequests,
  StaffRows,
  StaffSection,
  StaffUser,
  StaffWrite,
} from './staffTypes.ts';

/** The back-office calls (SPEC §7 Auth and back-office): the login, then credentialed calls with its token. */
export interface StaffMethods {
  /** The token's user and whether they log in with a second factor. */
  verifyToken(options?: RequestOptions): Promise<{ user: StaffUser; twoFactor: boolean }>;
  /** Every bookmaker, for the back-office pickers. */
  getStaffBookmakers(options?: RequestOptions): Promise<StaffListItem[]>;
  /** Every author, for the back-office pickers. */
  getStaffAuthors(options?: RequestOptions): Promise<StaffListItem[]>;
  /** `GET /backoffice/dashboard`: rows per section and the recent changes. */
  getStaffDashboard(options?: RequestOptions): Promise<StaffDashboard>;
  /** A page of a section's records (every language; news of every status). */
  getStaffPage<S extends StaffSection>(
    section: S,
    request: StaffPageRequests[S],
    options?: RequestOptions,
  ): Promise<Paginated<StaffRows[S]>>;
  getStaffRecord<S extends StaffSection>(
    section: S,
    id: number,
    options?: RequestOptions,
  ): Promise<StaffRows[S]>;
  /** POST (no `id`) or PUT: multipart where the section takes an image, a JSON body otherwise. */
  saveStaffRecord<S extends StaffSection>(
    section: S,
    write: StaffWrite<S>,
    options?: RequestOptions,
  ): Promise<StaffRows[S]>;
  deleteStaffRecord(
    section: StaffEditableSection,
    id: number,
    options?: RequestOptions,
  ): Promise<StaffDeleted>;
}

const { FormData } = globalThis as unknown as {
  FormData: new () => { append(name: string, value: unknown): void };
};

/** The payload of a write: the data, with `id` and `removeImage` (only when no new image replaces it) on updates. */
function payloadOf<S extends StaffSection>({ id, data, image, removeImage }: StaffWrite<S>) {
  if (id === undefined) return data;
  return { id, ...data, ...(removeImage && !image ? { removeImage: true } : {}) };
}

export function createStaffMethods(http: Http): StaffMethods {
  const staff = <T>(
    path: string,
    options: RequestOptions & { method?: 'POST' | 'DELETE'; json?: unknown } = {},
  ) => http<T>({ ...options, path, credentialed: true });
  return {
    verifyToken: ({ signal } = {}) => staff('/auth/verifyToken', { signal }),
    getStaffBookmakers: ({ signal } = {}) => staff('/backoffice/bookmakers', { signal }),
    getStaffAuthors: ({ signal } = {}) => staff('/backoffice/authors', { signal }),
    getStaffDashboard: ({ signal } = {}) => staff('/backoffice/dashboard', { signal }),
    getStaffPage: (section, request, { signal } = {}) =>
      staff(STAFF_PATHS[section].list, { method: 'POST', json: request, signal }),
    getStaffRecord: (section, id, { signal } = {}) => staff(`${STAFF_PATHS[section].item}/${id}`, { signal }),
    saveStaffRecord: (section, write, { signal } = {}) => {
      const { write: path, multipart } = STAFF_PATHS[section];
      const method = write.id === undefined ? 'POST' : 'PUT';
      const payload = payloadOf(write);
      if (!multipart) return http({ method, path, json: payload, credentialed: true, signal });
      const form = new FormData();
      form.append('data', JSON.stringify(payload));
      if (write.image) form.append('image', write.image);
      return http({ method, path, body: form, credentialed: true, signal });
    },
    deleteStaffRecord: (section, id, { signal } = {}) =>
      staff(`${STAFF_PATHS[section].item}/${id}`, { method: 'DELETE', signal }),
  };
}
