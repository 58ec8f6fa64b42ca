/** The team page's season picker query parameter: /squadre/{slug}/calendario?stagione=2023-2024. */
export const SEASON_PARAM = 'stagione';
