/**
 * MSW's `sse()` handlers refuse to be built where no `EventSource` exists (jsdom has none). Pallone's live reader
 * uses fetch, not EventSource, so the tests only need the name to exist: this stand-in refuses to be constructed.
 * Imported before the handlers.
 */
class NoEventSource {
  constructor() {
    throw new Error('EventSource is not available in the widget tests: the live stream is read with fetch');
  }
}

const holder = globalThis as { EventSource?: unknown };
holder.EventSource ??= NoEventSource;
