/**
 * A local stand-in for API-Football in tests: a `node:http` server on 127.0.0.1 answering each request path and
 * query (`/fixtures?live=all`) with a recorded answer from `../fixtures/`, a body given in the test, an HTTP
 * error, or silence (for timeouts). Requests without the `x-apisports-key` header get API-Football's refusal.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

export type RecordedAnswer = { file: string } | { body: unknown } | { status: number } | { hang: true };

export function recordedBody<T = unknown>(file: string): T {
  return JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as T;
}

export interface RecordedApiFootball {
  baseUrl: string;
  /** `path?query` of every request, in order. */
  requests: string[];
  /** What `/fixtures?live=all`, `/fixtures?id=…`, `/fixtures/events?fixture=…` answer from now on. */
  answer(pathAndQuery: string, answer: RecordedAnswer): void;
  close(): Promise<void>;
}

export async function startRecordedApiFootball(key: string): Promise<RecordedApiFootball> {
  const answers = new Map<string, RecordedAnswer>();
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const target = `${url.pathname}${url.search}`;
    requests.push(target);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers['x-apisports-key'] !== key) {
      const errors = {
        token:
          'Error/Missing application key. Go to https://www.api-football.com/documentation-v3 to learn how to get your API application key.',
      };
      send(200, {
        get: url.pathname.slice(1),
        parameters: Object.fromEntries(url.searchParams),
        errors,
        results: 0,
        paging: { current: 1, total: 1 },
        response: [],
      });
      return;
    }
    const answer = answers.get(target);
    if (!answer) send(404, { message: `no recorded answer for ${target}` });
    else if ('hang' in answer) hanging.add(response);
    else if ('status' in answer) send(answer.status, { message: 'Internal Server Error' });
    else send(200, 'file' in answer ? recordedBody(answer.file) : answer.body);
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer: (target, answer) => answers.set(target, answer),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
