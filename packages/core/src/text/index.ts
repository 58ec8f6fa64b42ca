export { normalizeSearch } from './normalizeSearch.ts';
export { slugify } from './slugify.ts';
