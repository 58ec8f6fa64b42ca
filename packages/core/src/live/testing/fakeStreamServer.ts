/**
 * A stand-in for `fetch` of the live stream in core's tests (core has no DOM or Node typings): each call answers
 * `status` and, on 200, a body the test writes SSE text into and can end.
 */
import type { StreamFetchLike, StreamReaderLike } from '../streamTypes.ts';

type Chunk = { done: boolean; value?: Uint8Array };

export interface FakeStream {
  write(text: string): void;
  end(): void;
}

function fakeBody(): { body: { getReader(): StreamReaderLike }; stream: FakeStream } {
  const queued: Chunk[] = [];
  const waiting: ((chunk: Chunk) => void)[] = [];
  const push = (chunk: Chunk) => {
    const reader = waiting.shift();
    if (reader) reader(chunk);
    else queued.push(chunk);
  };
  const reader: StreamReaderLike = {
    read: () => {
      const chunk = queued.shift();
      return chunk ? Promise.resolve(chunk) : new Promise((resolve) => waiting.push(resolve));
    },
    cancel: async () => push({ done: true }),
  };
  return {
    body: { getReader: () => reader },
    stream: {
      // ASCII is enough for the tests' SSE text.
      write: (text) => push({ done: false, value: Uint8Array.from(text, (char) => char.charCodeAt(0)) }),
      end: () => push({ done: true }),
    },
  };
}

export function fakeStreamServer(status = 200, retryAfter: string | null = null) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const streams: FakeStream[] = [];
  const fetch: StreamFetchLike = async (url, init) => {
    calls.push({ url, headers: init.headers });
    const { body, stream } = fakeBody();
    streams.push(stream);
    return {
      status,
      headers: { get: (name: string) => (name === 'retry-after' ? retryAfter : null) },
      body: status === 200 ? body : null,
    };
  };
  const latest = () => streams.at(-1)!;
  return {
    fetch,
    calls,
    streams,
    write: (text: string) => latest().write(text),
    send: (event: string, id: string, data: unknown) =>
      latest().write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
  };
}

/** Lets pending promise callbacks (the reading loop) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
