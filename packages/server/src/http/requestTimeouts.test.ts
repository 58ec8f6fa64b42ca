/**
 * Issue #12 point 9: a client trickling its headers or body (a byte at a time) is cut off with 408 once the
 * request timeouts pass, on a real listening server; a long response is not cut.
 */
import { connect, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp.ts';
import {
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  requestTimeouts,
} from './requestTimeouts.ts';

let server: FastifyInstance;
let port: number;
beforeAll(async () => {
  server = Fastify(requestTimeouts({ requestTimeoutMs: 1_000, headersTimeoutMs: 500 }));
  server.post('/echo', async (request) => ({ received: request.body }));
  server.get('/slow-answer', async (_request, reply) => {
    const chunks = ['a', 'b', 'c', 'd'];
    const stream = new Readable({
      read() {
        const next = chunks.shift();
        setTimeout(() => this.push(next ?? null), 500);
      },
    });
    return reply.type('text/plain').send(stream);
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => server.close());

/** Sends `head` at once, then `slowPart` one byte every 100 ms; resolves with what the server answered. */
function trickle(head: string, slowPart: string): Promise<{ answer: string; bytesSent: number }> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('error', () => {}); // a reset after the 408 still ends in 'close'
    const timer = setInterval(() => {
      if (sent < slowPart.length && socket.writable) socket.write(slowPart[sent++] ?? '');
    }, 100);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, bytesSent: sent });
    });
    socket.write(head);
  });
}

describe('request timeouts on a listening server', () => {
  it('cuts a client whose headers trickle in with 408', async () => {
    const { answer, bytesSent } = await trickle(
      'GET /echo HTTP/1.1\r\n',
      `X-Slow: ${'z'.repeat(300)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bytesSent).toBeLessThan(300);
  }, 20_000);

  it('cuts a client whose body trickles in with 408', async () => {
    const body = JSON.stringify({ text: 'y'.repeat(200) });
    const head =
      'POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const { answer, bytesSent } = await trickle(head, body);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bytesSent).toBeLessThan(body.length);
  }, 20_000);

  it('does not cut an answer that takes longer than the request timeout to send (streams)', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/slow-answer`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('abcd');
  }, 20_000);

  it('applies the configured timeouts to the app server, by default 60 s for a request and 15 s for headers', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.server.requestTimeout).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
      expect(t.app.server.headersTimeout).toBe(DEFAULT_HEADERS_TIMEOUT_MS);
    } finally {
      await t.close();
    }
  });
});
