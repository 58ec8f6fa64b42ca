/**
 * The site's fixed pages for the sitemap (`/sitemaps/pages-1.xml`): the ones SPEC §2 gives a route without a
 * slug. Landing pages (the `landing_pages` table) are not listed: the site has no public route for them yet
 * (only /backoffice/landing edits them), so a landing URL would answer 404.
 */
export const SITE_PAGES_SITEMAP = 'pages-1.xml';

export const STATIC_SITE_PATHS = [
  '/',
  '/news',
  '/pronostici',
  '/pronostici/generali',
  '/pronostici/pronostici-scommesse',
  '/statistiche',
  '/live-risultati',
  '/scommesse/guide',
  '/privacy',
  '/cookie',
  '/terms-conditions',
] as const;
