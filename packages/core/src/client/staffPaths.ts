import type { StaffSection } from './staffTypes.ts';

interface StaffPaths {
  /** POST: a page of the section (`getPaginated`). */
  list: string;
  /** GET and DELETE `{item}/{id}`. */
  item: string;
  /** POST creates, PUT updates (`id` in the data). */
  write: string;
  /** The write is multipart (`data` as a JSON string, `image` a file); otherwise a JSON body. */
  multipart: boolean;
}

/** SPEC §7's back-office paths, by section: the one place that names them. */
export const STAFF_PATHS: Record<StaffSection, StaffPaths> = {
  news: {
    list: '/backoffice/news/getPaginated',
    item: '/backoffice/news',
    write: '/news',
    multipart: true,
  },
  bookmakerBonuses: {
    list: '/backoffice/bookmakerBonuses/getPaginated',
    item: '/backoffice/bookmakerBonuses',
    write: '/bookmakerBonuses',
    multipart: true,
  },
  guides: {
    list: '/backoffice/guides/getPaginated',
    item: '/backoffice/guides',
    write: '/guides',
    multipart: true,
  },
  bonusQuota: {
    list: '/backoffice/bonusQuota/getPaginated',
    item: '/backoffice/bonusQuota',
    write: '/bonusQuota',
    multipart: false,
  },
  teams: {
    list: '/backoffice/teams/getPaginated',
    item: '/backoffice/teams',
    write: '/teams',
    multipart: true,
  },
  competitions: {
    list: '/backoffice/competitions/getPaginated',
    item: '/backoffice/competitions',
    write: '/competitions',
    multipart: true,
  },
  landings: {
    list: '/landings/backoffice/getPaginated',
    item: '/backoffice/landings',
    write: '/landings',
    multipart: true,
  },
};

/** The revisions of a saved article, by section (decision 054): `{path}`, `{path}/{revisionId}`, `…/restore`. */
export const STAFF_REVISION_PATHS = {
  news: (id: number) => `/backoffice/news/${id}/revisions`,
} as const;
