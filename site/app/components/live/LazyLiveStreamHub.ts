import type { LiveStreamHub, LiveStreamHubOptions, LiveStreamSubscriber } from '@pallone/core';

const loadHubCode = () => import('./liveStreamHubCode.ts');

/**
 * The browser build's stand-in for core's `liveStreamHubFor` as the widgets' `useLiveStream` imports it
 * (decision 041): site/vite.config.ts resolves that import here, so the stream client loads when a widget first
 * subscribes (a match being played, today's live scores) instead of with every page that shows matches. The page
 * still has one hub per origin and credentials: each subscription goes to core's own once its code has loaded,
 * and until then the state is 'down', which makes the widgets poll as they do while the stream connects.
 */
export function liveStreamHubFor(options: LiveStreamHubOptions): LiveStreamHub {
  let hub: LiveStreamHub | undefined;
  const loaded = () => loadHubCode().then((code) => (hub = code.liveStreamHubFor(options)));
  return {
    get state() {
      return hub?.state ?? 'down';
    },
    subscribe(subscriber: LiveStreamSubscriber) {
      let unsubscribe: (() => void) | undefined;
      let ended = false;
      void loaded().then((loadedHub) => {
        if (!ended) unsubscribe = loadedHub.subscribe(subscriber);
      });
      return () => {
        ended = true;
        unsubscribe?.();
      };
    },
    close() {
      void loaded().then((loadedHub) => loadedHub.close());
    },
  };
}
