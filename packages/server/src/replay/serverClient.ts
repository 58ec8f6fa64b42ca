/**
 * The replay's two HTTP calls to a running Pallone server: reading a match through the public API (basic auth)
 * and posting feed events to `POST /api/v1/feed/events` (Bearer FEED_TOKEN). A refusal becomes a ReplayError
 * carrying the server's own message and field.
 */
import type { FeedAccepted, FeedEvent, MatchBody } from '@pallone/contract';
import { ReplayError } from './findDataMatch.ts';

export interface ServerClientOptions {
  /** Base URL: `http://localhost:3000`. */
  server: string;
  feedToken: string;
  credentials: { user: string; password: string };
}

export interface ServerClient {
  /** A match by numeric id or pallonecomSlug. */
  getMatch(ref: string): Promise<MatchBody>;
  postEvents(events: FeedEvent[]): Promise<FeedAccepted>;
}

async function refusal(response: Response, what: string): Promise<ReplayError> {
  const body = (await response.json().catch(() => null)) as { message?: string; field?: string } | null;
  const detail = [body?.message, body?.field ? `field ${body.field}` : null].filter(Boolean).join(', ');
  return new ReplayError(`${what} answered ${response.status}${detail ? `: ${detail}` : ''}`);
}

export function serverClient(options: ServerClientOptions): ServerClient {
  const base = options.server.replace(/\/+$/, '');
  const basic = `Basic ${Buffer.from(`${options.credentials.user}:${options.credentials.password}`).toString('base64')}`;
  const call = async (path: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      throw new ReplayError(
        `Cannot reach the server at ${base} (${error instanceof Error ? error.message : String(error)}): is it running (npm start)?`,
      );
    }
  };
  return {
    async getMatch(ref) {
      const path = /^\d+$/.test(ref)
        ? `/api/v1/matches/${ref}`
        : `/api/v1/matches/pallonecomSlug/${encodeURIComponent(ref)}`;
      const response = await call(path, { headers: { authorization: basic, 'accept-language': 'en' } });
      if (!response.ok) throw await refusal(response, `GET ${path}`);
      return (await response.json()) as MatchBody;
    },
    async postEvents(events) {
      const response = await call('/api/v1/feed/events', {
        method: 'POST',
        headers: { authorization: `Bearer ${options.feedToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ events }),
      });
      if (!response.ok) {
        const error = await refusal(response, 'POST /api/v1/feed/events');
        if (response.status === 404 || response.status === 401)
          error.message += ' (is FEED_TOKEN set, and the same, for the server and the replay?)';
        throw error;
      }
      return (await response.json()) as FeedAccepted;
    },
  };
}
