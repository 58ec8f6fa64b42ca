/**
 * SIGTERM on the real server process (`node src/start.ts`, what `npm start` runs) on a PGlite folder of its own
 * (issue #12): it stops accepting new connections, lets the request in flight finish with its answer, closes an
 * idle keep-alive connection and an open live stream (SSE) cleanly (FIN, not a reset) and exits 0 well within
 * its 10 s drain timeout.
 * The folder gets the migrations and one competition first, so the start skips the bundled data import.
 * Project `pg` (with the other process-level outage tests): a start takes 10-40 s here, too slow for `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dataDir: string;
let child: ChildProcess | undefined;
let output = '';

/** A port nothing listens on a moment ago. */
function unusedPort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

async function prepareDatabase(dir: string): Promise<void> {
  const database = await openDatabase(`pglite:${dir}`);
  await database.migrate();
  await database.db.execute(sql`insert into countries (code, name_it, name_en, pallonecom_slug)
    values ('ITA', 'Italia', 'Italy', 'italia')`);
  await database.db.execute(sql`insert into competitions (id, code, name_it, name_en, country_id, type,
    pallonecom_slug, search_text) select 68, 'it.1', 'Serie A', 'Serie A', id, 'league', 'italia-serie-a',
    'serie a' from countries where code = 'ITA'`);
  await database.close();
}

async function startServer(port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `pglite:${dataDir}`,
    PUBLIC_API_USER: 'u',
    PUBLIC_API_PASSWORD: 'p',
    LOG_LEVEL: 'warn',
  };
  delete env.NODE_ENV; // as `npm start`: Vitest sets NODE_ENV=test
  const server = spawn(process.execPath, ['src/start.ts'], { cwd: serverDir, env, stdio: 'pipe' });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited ${server.exitCode}:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not up after 60 s:\n${output}`);
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Reads from `socket` until `done(text)` holds; resolves with everything read. */
function readUntil(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (done(text)) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pallone-shutdown-'));
  await prepareDatabase(dataDir);
});

afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('refuses new connections, finishes the request in flight, closes idle keep-alives and streams, exits 0', async () => {
    const port = await unusedPort();
    child = await startServer(port);
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    // An idle keep-alive connection: one answered request, then nothing.
    const idle = await open(port);
    const idleEvents: string[] = [];
    idle.on('end', () => idleEvents.push('end'));
    idle.on('error', (error) => idleEvents.push(`error ${error.message}`));
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    const first = readUntil(idle, (text) => text.includes('\r\n\r\n') && text.includes('"status"'));
    idle.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    expect(await first).toMatch(/^HTTP\/1\.1 200/);

    // A long-lived response: the live push stream (SSE), open and streaming.
    const stream = await open(port);
    const streamEvents: string[] = [];
    stream.on('end', () => streamEvents.push('end'));
    stream.on('error', (error) => streamEvents.push(`error ${error.message}`));
    const streamClosed = new Promise((resolve) => stream.once('close', resolve));
    let streamText = '';
    stream.on('data', (chunk: Buffer) => (streamText += chunk.toString()));
    stream.write(
      'GET /api/v1/live/stream?competitionIds=68 HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n' +
        `Authorization: Basic ${Buffer.from('u:p').toString('base64')}\r\n\r\n`,
    );
    const streamDeadline = Date.now() + 5000;
    while (!streamText.includes('\r\n\r\n') && Date.now() < streamDeadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(streamText).toMatch(/^HTTP\/1\.1 200[\s\S]*text\/event-stream/);

    // A request in flight: a newsletter subscription whose body is still arriving.
    const body = JSON.stringify({ email: 'drain@example.com' });
    const inFlight = await open(port);
    const answer = readUntil(inFlight, (text) => /\r\n\r\n[\s\S]*\}/.test(text));
    inFlight.write(
      'POST /api/v1/newsletter HTTP/1.1\r\nHost: localhost\r\n' +
        `Authorization: Basic ${Buffer.from('u:p').toString('base64')}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body.slice(0, 5),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalledAt = Date.now();
    child.kill('SIGTERM');

    // New connections are refused once the listener has closed (within a second of the signal).
    let refused = false;
    while (!refused && Date.now() - signalledAt < 2000) {
      refused = await open(port).then(
        (socket) => (socket.destroy(), false),
        (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refused).toBe(true);

    // The idle keep-alive connection is closed by the server with a FIN, not reset.
    await idleClosed;
    expect(idleEvents).toEqual(['end']);

    // The request in flight completes: the rest of its body arrives after the signal and it is answered.
    inFlight.write(body.slice(5));
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 201/);
    expect(response).toContain('"email":"drain@example.com"');
    inFlight.destroy();

    // The stream is ended by the server: the chunked body's last chunk, then a FIN (no reset).
    await streamClosed;
    expect(streamEvents).toEqual(['end']);
    expect(streamText.endsWith('0\r\n\r\n')).toBe(true);

    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  });
});
