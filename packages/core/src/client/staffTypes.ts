/** The back-office's answers and requests, each `Static<>` of the contract's schema (type-only: no schema code). */
import type {
  BackofficeBonusQuotaPageRequest,
  BackofficeBonusQuotaRow,
  BackofficeBookmakerBonusPageRequest,
  BackofficeBookmakerBonusRow,
  BackofficeCompetition,
  BackofficeCompetitionPageRequest,
  BackofficeDashboard,
  BackofficeGuidePageRequest,
  BackofficeGuideRow,
  BackofficeLandingPageRequest,
  BackofficeLandingRow,
  BackofficeNamedRefs,
  BackofficeNewsPageRequest,
  BackofficeNewsRow,
  BackofficeTeam,
  BackofficeTeamPageRequest,
  BonusQuotaCreate,
  BookmakerBonusCreate,
  CompetitionUpdate,
  DeletedResponse,
  GuideCreate,
  LandingCreate,
  LoginResponse,
  NewsCreate,
  StaffUserSchema,
  Static,
  TeamUpdate,
} from '@pallone/contract';

export type StaffUser = Static<typeof StaffUserSchema>;

/** `POST /auth/login`: the Bearer token and who it belongs to. */
export type StaffSession = Static<typeof LoginResponse>;

/** One row of a back-office picker list (`/backoffice/bookmakers`, `/backoffice/authors`). */
export type StaffListItem = Static<typeof BackofficeNamedRefs>[number];

/** `GET /backoffice/dashboard`: rows per section and the recent changes. */
export type StaffDashboard = BackofficeDashboard;

/** A record of each back-office section, as its list and `GET /backoffice/{section}/{id}` answer it. */
export interface StaffRows {
  news: BackofficeNewsRow;
  bookmakerBonuses: BackofficeBookmakerBonusRow;
  guides: BackofficeGuideRow;
  bonusQuota: BackofficeBonusQuotaRow;
  teams: BackofficeTeam;
  competitions: BackofficeCompetition;
  landings: BackofficeLandingRow;
}

/** A back-office section of the API by the name the client calls it. */
export type StaffSection = keyof StaffRows;

/** The sections whose records can be created and deleted (teams and competitions come from the data import). */
export type StaffEditableSection = Exclude<StaffSection, 'teams' | 'competitions'>;

/** The body of each section's `getPaginated`: page, page size, search, sort (and the news status filter). */
export interface StaffPageRequests {
  news: BackofficeNewsPageRequest;
  bookmakerBonuses: BackofficeBookmakerBonusPageRequest;
  guides: BackofficeGuidePageRequest;
  bonusQuota: BackofficeBonusQuotaPageRequest;
  teams: BackofficeTeamPageRequest;
  competitions: BackofficeCompetitionPageRequest;
  landings: BackofficeLandingPageRequest;
}

/** The data of each section's write, without `id` (PUT adds it). */
export interface StaffWrites {
  news: NewsCreate;
  bookmakerBonuses: BookmakerBonusCreate;
  guides: GuideCreate;
  bonusQuota: BonusQuotaCreate;
  teams: Omit<TeamUpdate, 'id' | 'removeImage'>;
  competitions: Omit<CompetitionUpdate, 'id' | 'removeImage'>;
  landings: LandingCreate;
}

/**
 * A create (no `id`) or an update; `image` (a browser `File`/`Blob`) goes as a multipart file, `removeImage`
 * drops the stored one.
 */
export interface StaffWrite<S extends StaffSection> {
  id?: number | undefined;
  data: StaffWrites[S];
  image?: object | null | undefined;
  removeImage?: boolean | undefined;
}

export type StaffDeleted = Static<typeof DeletedResponse>;
