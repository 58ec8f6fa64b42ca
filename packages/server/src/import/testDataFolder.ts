/** Test helper: temporary data folders built from the repository's real data files (plus hand-made ones). */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../db/database.ts';

export const REAL_DATA_DIR = path.join(repoRoot, 'data');

export function readRealFile(relative: string): Promise<string> {
  return readFile(path.join(REAL_DATA_DIR, relative), 'utf8');
}

/** A match file of the real data, as parsed JSON. */
export async function readRealMatchFile(
  relative: string,
): Promise<{ matches: Record<string, unknown>[] } & Record<string, unknown>> {
  return JSON.parse(await readRealFile(relative)) as { matches: Record<string, unknown>[] };
}

export interface TempDataFolder {
  dir: string;
  write(relative: string, content: string | object): Promise<void>;
  /** Copies real files (same relative path). */
  copy(...relatives: string[]): Promise<void>;
  remove(): Promise<void>;
}

export async function createTempDataFolder(): Promise<TempDataFolder> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pallone-import-'));
  const write = async (relative: string, content: string | object) => {
    const target = path.join(dir, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, typeof content === 'string' ? content : JSON.stringify(content, null, 1));
  };
  return {
    dir,
    write,
    copy: async (...relatives) => {
      for (const relative of relatives) await write(relative, await readRealFile(relative));
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
