/**
 * Gives the app its login throttle: the counter (the database by default; main.ts passes the Redis one when
 * REDIS_URL is set) and how to wait when an account is being slowed down. The app closes the counter.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { LoginCounter } from './loginGuardCounter.ts';
import { createDbLoginCounter } from './loginGuardDbCounter.ts';

export interface LoginGuardOptions {
  counter?: LoginCounter;
  /** Waits before a slowed-down attempt's password is checked (default: a timer; tests record it instead). */
  wait?: (ms: number) => Promise<void>;
}

export interface LoginGuard {
  counter: LoginCounter;
  wait: (ms: number) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginGuard: LoginGuard;
  }
}

export function registerLoginGuard(app: FastifyInstance, options: LoginGuardOptions = {}): void {
  const counter = options.counter ?? createDbLoginCounter(app.db);
  app.decorate('loginGuard', { counter, wait: options.wait ?? ((ms: number) => sleep(ms).then(() => {})) });
  app.addHook('onClose', () => counter.close());
}
