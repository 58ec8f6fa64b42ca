/**
 * Wires the API-Football adapter into a running server when `API_FOOTBALL_KEY` is set: a poller on the app's
 * database and clock, applying through the feed, logging through the app's logger, stopped when the app closes.
 * `API_FOOTBALL_BASE` points it elsewhere (tests, a proxy); `API_FOOTBALL_INTERVAL_S` changes the 15 s pace.
 */
import type { FastifyInstance } from 'fastify';
import { ConfigError } from '../config.ts';
import { API_FOOTBALL_SOURCE, createApiFootballProvider } from './apiFootball/apiFootballProvider.ts';
import { API_FOOTBALL_DEFAULT_BASE } from './apiFootball/client.ts';
import { applyThroughFeed } from './applyThroughFeed.ts';
import { createProviderPoller, type ProviderPoller } from './providerPoller.ts';

export interface ApiFootballSettings {
  key: string;
  baseUrl: string;
  intervalMs: number;
}

/** The adapter's settings from the environment, or null when API_FOOTBALL_KEY is not set. */
export function apiFootballSettings(env: NodeJS.ProcessEnv): ApiFootballSettings | null {
  const key = env.API_FOOTBALL_KEY?.trim();
  if (!key) return null;
  const intervalS = Number(env.API_FOOTBALL_INTERVAL_S || 15);
  if (!Number.isFinite(intervalS) || intervalS < 1)
    throw new ConfigError('API_FOOTBALL_INTERVAL_S must be a number of seconds ≥ 1');
  return {
    key,
    baseUrl: env.API_FOOTBALL_BASE?.trim() || API_FOOTBALL_DEFAULT_BASE,
    intervalMs: intervalS * 1000,
  };
}

/** Builds the poller (not started: call `start()` once listening) and stops it on close; null without a key. */
export function providerPollerFromEnv(
  app: FastifyInstance,
  env: NodeJS.ProcessEnv = process.env,
): ProviderPoller | null {
  const settings = apiFootballSettings(env);
  if (!settings) return null;
  const poller = createProviderPoller({
    db: app.db,
    provider: createApiFootballProvider({ key: settings.key, baseUrl: settings.baseUrl, timeoutMs: 10_000 }),
    apply: applyThroughFeed(app, API_FOOTBALL_SOURCE),
    now: () => app.now(),
    intervalMs: settings.intervalMs,
    log: app.log,
  });
  app.addHook('onClose', () => poller.stop());
  return poller;
}
