/**
 * Security headers on every answer (issue #12 point 8, decision 015), through helmet:
 * - Content-Security-Policy: the site's nonce-based policy (contentSecurityPolicy.ts); the page gets the same nonce
 *   through `cspNonce(reply)` (registerSite hands it to the render). The API reference page (`docsPrefix`) gets its
 *   own policy, allowing its script file and the hashes of its inline scripts.
 * - frame-ancestors 'none' and X-Frame-Options DENY: no page (site, back-office, docs) can be framed.
 * - X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin, HSTS only with `https`.
 * - Cross-Origin-Resource-Policy cross-origin: partner pages load the embed script and our images.
 * Register it before the routes: the docs policy is attached to the docs routes as they are added.
 *
 * Each helmet middleware is built once, here (decision 027): @fastify/helmet built a new one, parsing every
 * directive again, on every request, which cost a cached read about a tenth of its time.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import {
  consentScriptOrigins,
  cspNonceFor,
  docsPolicy,
  inlineScriptHashes,
  sitePolicy,
} from './contentSecurityPolicy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's security headers: `contentSecurityPolicy: false` leaves the policy to the route. */
    helmet?: { contentSecurityPolicy?: false };
  }
}

export interface SecurityHeadersOptions {
  /** Production over HTTPS: Strict-Transport-Security and upgrade-insecure-requests. */
  https: boolean;
  /** Where the API reference (Scalar) is served; its routes get the docs policy. */
  docsPrefix: string;
  /** The analytics/ads origins; default: those of PALLONE_ANALYTICS_SRC and PALLONE_ADS_SRC. */
  thirdPartyOrigins?: readonly string[];
}

/** HSTS for a year; subdomains are the operator's to decide (they may serve plain HTTP). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The nonce this answer's Content-Security-Policy allows: put it on every inline script of the page. */
export const cspNonce = (reply: FastifyReply): string => cspNonceFor(reply.raw);

const docsCsp: onSendHookHandler = async (_request: FastifyRequest, reply: FastifyReply, payload) => {
  if (!String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
  const html =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
  reply.header('Content-Security-Policy', docsPolicy(inlineScriptHashes(html)));
  return payload;
};

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  const thirdPartyOrigins = options.thirdPartyOrigins ?? consentScriptOrigins(process.env);
  const everyPage: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: sitePolicy({ thirdPartyOrigins, https: options.https }),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: options.https
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
  };
  const withSitePolicy = helmet(everyPage);
  const withoutPolicy = helmet({ ...everyPage, contentSecurityPolicy: false });
  const noNext = () => {};
  app.addHook('onRequest', (request, reply, done) => {
    const apply: (req: IncomingMessage, res: ServerResponse, next: () => void) => void =
      request.routeOptions.config.helmet?.contentSecurityPolicy === false ? withoutPolicy : withSitePolicy;
    apply(request.raw, reply.raw, noNext);
    done();
  });
  const inDocs = (url: string) => url === options.docsPrefix || url.startsWith(`${options.docsPrefix}/`);
  app.addHook('onRoute', (route) => {
    if (!inDocs(route.url)) return;
    // Helmet's other headers stay; the policy is set once the page (and so its inline scripts) is known.
    route.config = { ...route.config, helmet: { contentSecurityPolicy: false } };
    const onSend = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...onSend, docsCsp];
  });
}
