/** Where uploaded images live: `UPLOADS_DIR`, else `.data/uploads` at the repository root. */
import path from 'node:path';
import { repoRoot } from '../db/database.ts';

export function defaultUploadsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(repoRoot, '.data', 'uploads');
}
