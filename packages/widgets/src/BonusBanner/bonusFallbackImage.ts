/** SPEC §9 default bonus image: a neutral ticket, inline so an embed makes no extra request. */
const ticket =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">' +
  '<rect width="48" height="48" rx="10" fill="#dde2e8"/>' +
  '<path d="M10 17h28v5a3 3 0 0 0 0 6v5H10v-5a3 3 0 0 0 0-6z" fill="#a3acb9"/>' +
  '<path d="M24 19v12" stroke="#dde2e8" stroke-width="2" stroke-dasharray="2 2"/></svg>';

export const bonusFallbackImage = `data:image/svg+xml,${encodeURIComponent(ticket)}`;
