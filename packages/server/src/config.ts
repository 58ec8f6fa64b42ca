/** Server configuration from the environment, with the documented defaults (see README.md). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  publicApiUser: string;
  publicApiPassword: string;
  /** Seconds a public read may be cached by browsers and CDNs. */
  cacheMaxAgeSeconds: number;
  logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be 0–65535`);
  return {
    port,
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL,
    publicApiUser: env.PUBLIC_API_USER ?? 'pallone',
    publicApiPassword: env.PUBLIC_API_PASSWORD ?? 'pallone',
    cacheMaxAgeSeconds: Number(env.CACHE_MAX_AGE ?? 60),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
