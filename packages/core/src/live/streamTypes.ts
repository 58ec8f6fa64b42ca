/**
 * The slice of fetch streaming, timers and the page's visibility the live stream reader uses, typed structurally
 * so core needs no DOM typings: the browser's and Node's `fetch`, `setTimeout` and `document` fit.
 */
import type { AbortSignalLike } from '../client/fetchTypes.ts';

export interface StreamReaderLike {
  read(): Promise<{ done: boolean; value?: Uint8Array | undefined }>;
  cancel(reason?: unknown): Promise<void>;
}

export interface StreamResponseLike {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  readonly body: { getReader(): StreamReaderLike } | null;
}

export type StreamFetchLike = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal?: AbortSignalLike; cache?: 'no-store' },
) => Promise<StreamResponseLike>;

export interface TimersLike {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The page's `document`, or anything that says whether the page is hidden and when that changes. */
export interface VisibilitySourceLike {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

interface TextDecoderLike {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}

export const streamRuntime = globalThis as unknown as {
  fetch?: StreamFetchLike;
  AbortController?: new () => { readonly signal: AbortSignalLike; abort(reason?: unknown): void };
  TextDecoder?: new () => TextDecoderLike;
  setTimeout?: TimersLike['setTimeout'];
  clearTimeout?: TimersLike['clearTimeout'];
};
