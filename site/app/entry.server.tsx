import { PassThrough, Transform } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { createContext, ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { preloadsFromScript } from './lib/preloadsFromScript.server.ts';

export const streamTimeout = 5_000;

/**
 * The answer's Content-Security-Policy nonce, set by the API server (site/server/requestHandler.js, decision 015):
 * React Router's and React's inline scripts carry it. Unset (tests, dev server), scripts render without one.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

/**
 * Puts the styles collected so far right before `</head>`, once, and has the head's module preloads added by a script
 * (preloadsFromScript); everything else passes through.
 */
function completeHead(styles: () => string): Transform {
  let pending = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += chunk.toString('utf8');
      const at = pending.indexOf('</head>');
      if (at === -1) return callback();
      done = true;
      const out = preloadsFromScript(pending.slice(0, at)) + styles() + pending.slice(at);
      pending = '';
      callback(null, out);
    },
    flush(callback) {
      callback(null, done ? undefined : pending);
    },
  });
}

/**
 * Streams the page: browsers from the shell on, crawlers (isbot) once everything is ready, so they read the
 * whole content. styled-components' ServerStyleSheet collects the CSS, injected into the head.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const nonce = loadContext?.get(cspNonceContext);
    const sheet = new ServerStyleSheet();
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />),
      {
        nonce,
        // A finished boundary goes out in place, whatever its size: React otherwise sends a large one (a bonus
        // banner with its logos) after the page around it, which then moves down when it arrives.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              sheet.seal();
              callback();
            },
          });
          const withStyles = completeHead(() => sheet.getStyleTags());
          withStyles.pipe(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(withStyles);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
