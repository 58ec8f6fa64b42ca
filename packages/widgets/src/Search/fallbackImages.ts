/**
 * SPEC §9 default images for search results without one (or whose image fails to load): a neutral person for a
 * player; a team uses the standings' shield. Inline data URIs, so an embed makes no extra request.
 */
export { teamFallbackImage } from '../Standings/teamFallbackImage.ts';

const person =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 42 42">' +
  '<circle cx="21" cy="21" r="21" fill="#dde2e8"/>' +
  '<circle cx="21" cy="16" r="7" fill="#a3acb9"/>' +
  '<path d="M8 35c2-7 7-10 13-10s11 3 13 10a21 21 0 0 1-26 0z" fill="#a3acb9"/></svg>';

export const playerFallbackImage = `data:image/svg+xml,${encodeURIComponent(person)}`;
