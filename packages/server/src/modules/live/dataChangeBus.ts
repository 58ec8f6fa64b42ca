/**
 * Carries data changes to every process that serves the API: in process when REDIS_URL is unset, over a Redis
 * pub/sub channel when it is set (every process, the publisher included, receives each change once). A
 * subscriber drops its caches on each change; see `dropStaleCaches.ts`.
 */
import { EventEmitter } from 'node:events';
import type { DataChange } from './dataChange.ts';

export interface DataChangeBus {
  /** Announces a committed change; resolves once it is sent (not once every process has handled it). */
  publish(change: DataChange): Promise<void>;
  subscribe(listener: (change: DataChange) => void): () => void;
  close(): Promise<void>;
}

export class InProcessBus implements DataChangeBus {
  private readonly emitter = new EventEmitter();

  publish(change: DataChange): Promise<void> {
    this.emitter.emit('change', change);
    return Promise.resolve();
  }

  subscribe(listener: (change: DataChange) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
