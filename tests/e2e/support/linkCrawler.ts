/**
 * A breadth-first crawl of the public site's internal links over plain fetch (no browser). Links are queued per
 * URL shape (the route with its slugs and numbers generalized) and taken round-robin, so a small page budget still
 * visits every kind of page instead of thousands of matches. Back-office, API, feeds and assets are not followed.
 */
export interface BrokenLink {
  path: string;
  status: string;
  /** The page whose link led here ("(start)" for the start list). */
  from: string;
}

export interface CrawlResult {
  pages: number;
  broken: BrokenLink[];
  /** The paths that answered 200 with an HTML page, in the order they were visited. */
  htmlPages: string[];
}

export interface CrawlOptions {
  origin: string;
  starts: readonly string[];
  maxPages: number;
  headers: Record<string, string>;
  concurrency?: number;
}

const SKIPPED = /^\/(backoffice|api|rss|embed|assets)(\/|$)|^\/sitemap|^\/(lang|consent)$/;
const NAMED_SEGMENTS = new Set(['stagione', 'gruppo', 'giornata', 'bilancio']);

/** "/campionato/x/stagione/12/classifica" → "/campionato/*\/stagione/#/classifica". */
export function urlShape(path: string): string {
  const [pathname = '', query] = path.split('?');
  const shape = pathname
    .split('/')
    .map((segment, index) => {
      if (index <= 1 || NAMED_SEGMENTS.has(segment)) return segment;
      if (index === 2) return '*';
      return /^\d/.test(segment) ? '#' : segment;
    })
    .join('/');
  return query === undefined ? shape : `${shape}?`;
}

/** Internal links of an HTML page, as path + query, resolved against the page. */
export function internalLinks(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = (match[1] ?? '').replace(/&amp;/g, '&');
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, pageUrl);
    if (url.origin !== origin || SKIPPED.test(url.pathname)) continue;
    links.push(url.pathname + url.search);
  }
  return links;
}

class ShapeQueue {
  private readonly byShape = new Map<string, string[]>();
  push(path: string) {
    const shape = urlShape(path);
    const queue = this.byShape.get(shape) ?? [];
    queue.push(path);
    this.byShape.set(shape, queue);
  }
  /** Up to n paths, one per shape in turn. */
  take(n: number): string[] {
    const taken: string[] = [];
    let progressed = true;
    while (taken.length < n && progressed) {
      progressed = false;
      for (const queue of this.byShape.values()) {
        const next = queue.shift();
        if (next === undefined || taken.length >= n) continue;
        taken.push(next);
        progressed = true;
      }
    }
    return taken;
  }
}

export async function crawlSite({ origin, starts, maxPages, headers, concurrency = 8 }: CrawlOptions) {
  const referrer = new Map<string, string>();
  const queue = new ShapeQueue();
  for (const start of starts) {
    referrer.set(start, '(start)');
    queue.push(start);
  }
  const result: CrawlResult = { pages: 0, broken: [], htmlPages: [] };
  const visit = async (path: string) => {
    const from = referrer.get(path) ?? '?';
    const response = await fetch(origin + path, { headers, redirect: 'manual' }).catch(
      (error: Error) => error,
    );
    if (response instanceof Error) {
      result.broken.push({ path, status: `fetch failed: ${response.message}`, from });
      return;
    }
    const html = await response.text();
    if (response.status !== 200) {
      const location = response.headers.get('location');
      result.broken.push({
        path,
        status: location ? `${response.status} → ${location}` : String(response.status),
        from,
      });
      return;
    }
    if (!(response.headers.get('content-type') ?? '').includes('text/html')) return;
    result.htmlPages.push(path);
    for (const link of internalLinks(html, origin + path)) {
      if (referrer.has(link)) continue;
      referrer.set(link, path);
      queue.push(link);
    }
  };
  while (result.pages < maxPages) {
    const batch = queue.take(Math.min(concurrency, maxPages - result.pages));
    if (batch.length === 0) break;
    result.pages += batch.length;
    await Promise.all(batch.map(visit));
  }
  return result;
}
