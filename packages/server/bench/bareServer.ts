/**
 * The baseline: a bare Fastify route answering the same JSON from memory (no auth, no database), in its own
 * process like the real server, so neither shares a CPU with autocannon's event loop.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function startBareServer(body: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const bodyFile = path.join(os.tmpdir(), `pallone-bare-${process.pid}-${Date.now()}.json`);
  await writeFile(bodyFile, JSON.stringify(body));
  const child = spawn(
    path.join(here, '../../../node_modules/.bin/tsx'),
    [path.join(here, 'bareServerMain.ts'), bodyFile],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('bare server exited')));
  });
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
