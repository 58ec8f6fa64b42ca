/** The host name shown after the page title separator (SPEC §9), e.g. "pallone.example". */
export function siteHost(request: Request): string {
  return process.env.PALLONE_SITE_HOST ?? new URL(request.url).host;
}
