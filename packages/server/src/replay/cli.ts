/**
 * `npm run replay -- <match slug or id> [--speed 60] [--target <id>] [--server <url>] [--instant]`: plays a real
 * match from the bundled data through the running server's live feed (FEED_TOKEN of the environment; public
 * API credentials PUBLIC_API_USER/PUBLIC_API_PASSWORD, default pallone/pallone). Exit code 2 on bad usage, 1
 * when the server refuses or the stored result is not the real one.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReplayError } from './findDataMatch.ts';
import { parseReplayArgs, REPLAY_USAGE, UsageError } from './replayArgs.ts';
import { runReplay } from './runReplay.ts';

const bundledData = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../data');

async function main(): Promise<number> {
  let args;
  try {
    args = parseReplayArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${REPLAY_USAGE}`);
    return 2;
  }
  const feedToken = process.env.FEED_TOKEN;
  if (!feedToken) {
    console.error('FEED_TOKEN is not set: start the server and the replay with the same FEED_TOKEN.');
    return 2;
  }
  await runReplay({
    ...args,
    dataDir: args.dataDir ? path.resolve(args.dataDir) : bundledData,
    feedToken,
    credentials: {
      user: process.env.PUBLIC_API_USER ?? 'pallone',
      password: process.env.PUBLIC_API_PASSWORD ?? 'pallone',
    },
  });
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(
      error instanceof ReplayError ? `Replay stopped: ${error.message}` : `Replay failed: ${String(error)}`,
    );
    process.exitCode = 1;
  },
);
