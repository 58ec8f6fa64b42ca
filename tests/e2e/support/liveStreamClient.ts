/**
 * A test's client of `GET /api/v1/live/stream`: reads the SSE body with fetch (basic auth, as the widgets do) and
 * keeps every typed message it receives, until `close()`.
 */
import { createSseParser, parseLiveMessage, type LiveStreamMessage } from '@pallone/core';

export interface LiveStreamClient {
  messages: LiveStreamMessage[];
  /** Resolves with the first message (already received or to come) that passes `test`. */
  waitFor(test: (message: LiveStreamMessage) => boolean, timeoutMs?: number): Promise<LiveStreamMessage>;
  close(): void;
}

export async function openLiveStreamClient(
  origin: string,
  query: string,
  credentials = { user: 'pallone', password: 'pallone' },
): Promise<LiveStreamClient> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/v1/live/stream?${query}`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`,
      accept: 'text/event-stream',
    },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  const messages: LiveStreamMessage[] = [];
  const waiters = new Set<() => void>();
  const parser = createSseParser({
    onMessage(raw) {
      const message = parseLiveMessage(raw);
      if (!message) return;
      messages.push(message);
      for (const wake of waiters) wake();
    },
  });
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>)
        parser.push(decoder.decode(chunk, { stream: true }));
    } catch {
      // aborted by close()
    }
  })();

  return {
    messages,
    waitFor(test, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(test);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such live message within ${timeoutMs} ms; got ${messages.length} messages`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
