/**
 * SPEC §9 default team image: a neutral grey shield, used when a team has no image or it fails to load.
 * Inline (a data URI), so it works in an embed without another request.
 */
const shield =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">' +
  '<path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" fill="#c4cad3"/>' +
  '<path d="M12 4.2 6 6.5V11c0 3.9 2.5 7.4 6 8.8z" fill="#dde2e8"/></svg>';

export const teamFallbackImage = `data:image/svg+xml,${encodeURIComponent(shield)}`;
