/**
 * The slice of the Fetch API the client uses, typed structurally so `@pallone/core` needs no DOM or Node
 * typings: the browser's and Node's `fetch`, `AbortSignal` and `Response` all fit.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface RequestInitLike {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  signal?: AbortSignalLike;
  credentials?: 'omit' | 'same-origin' | 'include';
}

export interface ResponseLike {
  readonly status: number;
  readonly ok: boolean;
  text(): Promise<string>;
}

export type FetchLike = (url: string, init: RequestInitLike) => Promise<ResponseLike>;

interface AbortControllerLike {
  readonly signal: AbortSignalLike;
  abort(reason?: unknown): void;
}

/** The runtime globals the client reaches for, when they exist (browsers and Node 24 have them all). */
export const runtime = globalThis as unknown as {
  fetch?: FetchLike;
  AbortController?: new () => AbortControllerLike;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  console?: { error(...args: unknown[]): void };
  document?: { cookie?: string };
};
