export { formatMatchDate } from './formatMatchDate.ts';
export { formatMatchTime } from './formatMatchTime.ts';
export { PAGE_TITLE_SEPARATOR, pageTitle } from './pageTitle.ts';
export { DEFAULT_TIME_ZONE, VISITOR_TIME_ZONE } from './zonedParts.ts';
export type { ZoneOptions } from './zonedParts.ts';
