/**
 * Test helper: reads a live stream over real HTTP (fetch) and parses its Server-Sent Events, so a test waits for
 * the messages a browser client would see.
 */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface SseReader {
  status: number;
  headers: Headers;
  messages: SseMessage[];
  comments: string[];
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Waits until `count` messages (all since the start) have arrived, and answers them. */
  waitFor(count: number, timeoutMs?: number): Promise<SseMessage[]>;
  /** Waits until a message of type `event` has arrived, and answers all messages so far. */
  waitForEvent(event: string, timeoutMs?: number): Promise<SseMessage[]>;
  close(): void;
}

function parseBlock(block: string, reader: SseReader): void {
  const message: SseMessage = { id: undefined, event: 'message', data: undefined };
  let hasData = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) reader.comments.push(line.slice(1).trim());
    else if (line.startsWith('id: ')) message.id = line.slice(4);
    else if (line.startsWith('event: ')) message.event = line.slice(7);
    else if (line.startsWith('data: ')) {
      message.data = JSON.parse(line.slice(6));
      hasData = true;
    }
  }
  if (hasData) reader.messages.push(message);
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const reader: SseReader = {
    status: response.status,
    headers: response.headers,
    messages: [],
    comments: [],
    ended: Promise.resolve(),
    async waitFor(count, timeoutMs = 5000) {
      await until(
        () => reader.messages.length >= count,
        timeoutMs,
        () => `${count} messages`,
      );
      return reader.messages.slice(0, count);
    },
    async waitForEvent(event, timeoutMs = 5000) {
      await until(
        () => reader.messages.some((m) => m.event === event),
        timeoutMs,
        () => `an ${event}`,
      );
      return [...reader.messages];
    },
    close: () => abort.abort(),
  };
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return reader;
  const body = response.body.pipeThrough(new TextDecoderStream());
  reader.ended = (async () => {
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parseBlock(buffer.slice(0, end), reader);
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close(), or the server dropped the connection.
    }
  })();
  async function until(done: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline)
        throw new Error(`expected ${what()}, got ${JSON.stringify(reader.messages).slice(0, 2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  return reader;
}
