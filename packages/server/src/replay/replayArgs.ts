/**
 * `npm run replay -- <match slug or id> [--speed 60] [--target <match id>] [--server <url>] [--instant]
 * [--data <dir>]` → options. The server defaults to `http://localhost:$PORT` (3000 when PORT is unset).
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const REPLAY_USAGE =
  'usage: npm run replay -- <match slug or id> [--speed 60] [--target <match id>] [--server <url>] [--instant] [--data <dir>]';

export interface ReplayArgs {
  match: string;
  speed: number;
  target?: number;
  server: string;
  dataDir?: string;
}

export function parseReplayArgs(argv: readonly string[], env: NodeJS.ProcessEnv): ReplayArgs {
  const args: ReplayArgs = { match: '', speed: 60, server: `http://localhost:${env.PORT || 3000}` };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '--speed') {
      args.speed = Number(value());
      if (!Number.isFinite(args.speed) || args.speed < 0)
        throw new UsageError('--speed must be a number ≥ 0');
    } else if (arg === '--instant') args.speed = 0;
    else if (arg === '--target') {
      const target = Number(value());
      if (!Number.isInteger(target) || target < 1) throw new UsageError('--target must be a match id');
      args.target = target;
    } else if (arg === '--server') args.server = value();
    else if (arg === '--data') args.dataDir = value();
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else if (args.match) throw new UsageError(`one match at a time (got "${args.match}" and "${arg}")`);
    else args.match = arg;
  }
  if (!args.match) throw new UsageError('which match? give its slug or id');
  return args;
}
