import type { QueryClient } from '@tanstack/react-query';
import type { LiveStreamMessage } from '@pallone/core';

type Writer = (queryClient: QueryClient, message: LiveStreamMessage) => void;

let write: Writer | undefined;
let queue: Promise<void> | undefined;

const loadWriter = () =>
  import('./liveStreamHubCode.ts').then((code) => {
    write = code.writeLiveMessage;
  });

/**
 * The browser build's stand-in for the widgets' `writeLiveMessage` as their `useLiveStream` imports it
 * (site/vite.config.ts): the code that writes a live message into the query cache comes with the stream client's
 * (liveStreamHubCode.ts), which sends the messages, instead of with every page that follows the stream. Messages
 * are written in the order they came, at once when the code is there.
 */
export function writeLiveMessage(queryClient: QueryClient, message: LiveStreamMessage): void {
  if (write && !queue) return write(queryClient, message);
  const written = (queue ?? loadWriter()).then(() => write?.(queryClient, message));
  const next: Promise<void> = written
    .catch((error: unknown) =>
      // Reported as an uncaught error, as a throw in the stream's message handler was; later messages still go.
      queueMicrotask(() => {
        throw error;
      }),
    )
    .then(() => {
      if (queue === next) queue = undefined;
    });
  queue = next;
}
