/**
 * Records the MSW fixtures from the REAL API: every `src/mocks/fixtures/<widget>.manifest.json`
 * (`{ "<fixture name>": "<path under /api/v1 with query>" }`) is fetched and written to
 * `src/mocks/fixtures/<fixture name>.json`, so tests, Storybook and mock dev mode show real data.
 *
 *   PALLONE_API=http://localhost:3000 npm run fixtures:record -w @pallone/widgets
 *
 * Words after `--` record only the fixtures whose names hold one of them, leaving the others as they are:
 *
 *   npm run fixtures:record -w @pallone/widgets -- premierLeague wolvesBrighton
 *
 * Start that API on the site tests' clock, so answers that depend on today (search order, fixtures not yet
 * played) do not change with the day of recording, e.g. on a private database and port:
 *
 *   PALLONE_NOW=2026-11-22T12:00:00Z PORT=3917 DATABASE_URL=pglite:/tmp/pallone-fixtures node packages/server/src/start.ts
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/mocks/fixtures');
const api = (process.env.PALLONE_API ?? 'http://localhost:3000').replace(/\/$/, '');
const user = process.env.PUBLIC_API_USER ?? 'pallone';
const password = process.env.PUBLIC_API_PASSWORD ?? 'pallone';
const language = process.env.PALLONE_LANGUAGE ?? 'it';
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.some((word) => name.includes(word));

const manifests = (await readdir(fixturesDir)).filter((file) => file.endsWith('.manifest.json'));
for (const manifest of manifests) {
  const entries = JSON.parse(await readFile(path.join(fixturesDir, manifest), 'utf8')) as Record<
    string,
    string
  >;
  for (const [name, urlPath] of Object.entries(entries).filter(([name]) => wanted(name))) {
    const response = await fetch(`${api}/api/v1${urlPath}`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
        'accept-language': name.endsWith('.en') ? 'en' : language,
      },
    });
    if (!response.ok) throw new Error(`${urlPath} → ${response.status}`);
    await writeFile(
      path.join(fixturesDir, `${name}.json`),
      JSON.stringify(await response.json(), null, 1) + '\n',
    );
    console.log(`recorded ${name} ← ${urlPath}`);
  }
}
