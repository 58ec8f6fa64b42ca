/**
 * The next instant a scheduled news article goes public (decision 039), so no cached answer outlives it: the
 * response cache keeps an answer at most until then and says so in its Cache-Control max-age, which the site's
 * API cache, browsers and proxies follow. Each process reads it at start, after every data change (it hears every
 * change on the bus, its own and the others') and again once the instant has passed; while a read is under way
 * nothing is cached.
 */
import { and, eq, gt, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { news } from '../db/contentSchema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicationSchedule: PublicationSchedule;
  }
}

/** The earliest publish date still ahead of `now` among published (scheduled) news, or null. */
export async function nextScheduledNews(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(news.publishedAt) })
    .from(news)
    .where(and(eq(news.status, 'published'), gt(news.publishedAt, now)));
  return row?.next ?? null;
}

export class PublicationSchedule {
  /** Epoch ms of the next publication; null: none scheduled; undefined: unknown (being read, or the read failed). */
  #next: number | null | undefined = undefined;
  #reads = 0;
  #reading = false;

  readonly #load: (now: Date) => Promise<Date | null>;
  readonly #now: () => Date;
  readonly #onError: (error: unknown) => void;

  constructor(
    load: (now: Date) => Promise<Date | null>,
    now: () => Date,
    onError: (error: unknown) => void = () => undefined,
  ) {
    this.#load = load;
    this.#now = now;
    this.#onError = onError;
  }

  /** Forgets the known instant and reads it again; a read begun before a later refresh is ignored. */
  async refresh(): Promise<void> {
    const read = ++this.#reads;
    this.#next = undefined;
    this.#reading = true;
    try {
      const next = await this.#load(this.#now());
      if (read === this.#reads) this.#next = next?.getTime() ?? null;
    } catch (error) {
      this.#onError(error);
    } finally {
      if (read === this.#reads) this.#reading = false;
    }
  }

  /**
   * The most whole seconds an answer made at `nowMs` may be kept: Infinity when nothing is scheduled, 0 when the
   * next publication is less than a second away or not known yet (a read is then started if none is running).
   */
  secondsLeft(nowMs: number): number {
    const next = this.#next;
    if (next === null) return Infinity;
    if (next !== undefined && next > nowMs) return Math.floor((next - nowMs) / 1000);
    // Passed (the article is public now: read the one after it), or unknown and no read under way.
    if (next !== undefined || !this.#reading) void this.refresh();
    return 0;
  }
}

/** Decorates `app.publicationSchedule`, read once the app is ready. */
export function registerPublicationSchedule(app: FastifyInstance): void {
  const schedule = new PublicationSchedule(
    (now) => nextScheduledNews(app.db, now),
    () => app.now(),
    (error) => app.log.warn({ err: error }, 'next scheduled publication: read failed'),
  );
  app.decorate('publicationSchedule', schedule);
  app.addHook('onReady', () => schedule.refresh());
}
