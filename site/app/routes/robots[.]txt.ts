/** Public pages are open to crawlers; the back-office is not; the sitemap is announced. */
export function loader({ request }: { request: Request }) {
  const origin = process.env.PALLONE_SITE_ORIGIN ?? new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /backoffice',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
