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

export async function startBareServer(
  body: unknown,
): Promise<{ url: string; pid: number; close: () => Promise<void> }> {
  const bodyFile = path.join(os.tmpdir(), `pallone-bare-${process.pid}-${Date.now()}.json`);
  await writeFile(bodyFile, JSON.stringify(body));
  // Node itself (its type stripping), not tsx's wrapper: the pid is the server's, for its CPU time.
  const child = spawn(process.execPath, [path.join(here, 'bareServerMain.ts'), bodyFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('bare server exited')));
  });
  return {
    url,
    pid: child.pid!,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
