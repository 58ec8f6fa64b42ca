/** MSW path patterns match any origin, so the same handlers serve tests (""), Storybook and embeds. */
export const apiPath = (path: string) => `*/api/v1${path}`;
