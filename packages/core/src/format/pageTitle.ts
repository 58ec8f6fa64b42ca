export const PAGE_TITLE_SEPARATOR = ' | ';

/** SPEC §9: the page title followed by a separator and the site's host name; the host alone without a title. */
export function pageTitle(title: string, host: string): string {
  const trimmed = title.trim();
  return trimmed ? `${trimmed}${PAGE_TITLE_SEPARATOR}${host}` : host;
}
