import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeSiteBuild } from './fakeSiteBuild.ts';
import { registerSite, SITE_BODY_LIMIT } from './registerSite.ts';

/** A site handler that reads the whole body, as a form action does: 200 with its length, 400 if unreadable. */
const READ_WHOLE_BODY = `async (request) => {
  try {
    const body = request.body ? await request.text() : '';
    return new Response(String(body.length), { headers: { 'Content-Type': 'text/plain' } });
  } catch {
    return new Response('Bad Request', { status: 400 });
  }
}`;

/** POSTs `total` bytes in chunks without a Content-Length (Transfer-Encoding: chunked), as slowly as the server reads. */
function postChunked(port: number, total: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const request = http.request({
      port,
      method: 'POST',
      path: '/lang',
      headers: { 'content-type': 'text/plain' },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, sent }));
    });
    request.on('error', (error) => (sent > 0 ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const write = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

describe('bodies the site accepts', () => {
  const app = Fastify();
  let port: number;
  beforeAll(async () => {
    await registerSite(app, { siteDir: await fakeSiteBuild(READ_WHOLE_BODY) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('reads a form post under the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/lang',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=it&back=%2Fnews',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('20');
  });

  it('answers 413 to a body over the limit, from its Content-Length', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/lang',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `lang=it&back=${'a'.repeat(SITE_BODY_LIMIT)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
  });

  it('answers 413 to a streamed body as soon as it passes the limit, without reading the rest', async () => {
    const total = 200 * 1024 * 1024;
    const { status, sent } = await postChunked(port, total);
    expect(status).toBe(413);
    // The server answered and closed after the limit: the client got to send only a fraction of the body.
    expect(sent).toBeLessThan(total / 10);
  });
});
