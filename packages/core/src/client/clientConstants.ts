/** SPEC §7: every path is under this prefix. */
export const API_PREFIX = '/api/v1';

/** SPEC §7: the XSRF cookie whose value is sent back as a header on state-changing calls. */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** SPEC §6: where the back-office keeps its token in browser storage. */
export const JWT_STORAGE_KEY = 'jwt_token';

/** A request with no answer after this long fails with `TimeoutError`. */
export const DEFAULT_TIMEOUT_MS = 30_000;
