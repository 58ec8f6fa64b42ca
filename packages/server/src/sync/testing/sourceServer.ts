/**
 * Test helper: a local HTTP server standing in for a sync source (openfootball on GitHub, football-data.co.uk).
 * Each path answers what the test set: a body with an ETag (and 304 to a matching If-None-Match), or a status.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SourceAnswer = { body: string; etag?: string } | { status: number };

export interface SourceServer {
  url(path: string): string;
  answer(path: string, answer: SourceAnswer): void;
  /** The requests received, with their If-None-Match header. */
  requests: { path: string; ifNoneMatch: string | undefined }[];
  close(): Promise<void>;
}

export async function startSourceServer(): Promise<SourceServer> {
  const answers = new Map<string, SourceAnswer>();
  const requests: SourceServer['requests'] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    const ifNoneMatch = request.headers['if-none-match'];
    requests.push({ path, ifNoneMatch });
    const answer = answers.get(path);
    if (!answer) return response.writeHead(404).end('not found');
    if ('status' in answer) return response.writeHead(answer.status).end(`status ${answer.status}`);
    if (answer.etag && ifNoneMatch === answer.etag) return response.writeHead(304).end();
    response.writeHead(200, answer.etag ? { etag: answer.etag } : {}).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    answer: (path, answer) => answers.set(path, answer),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
