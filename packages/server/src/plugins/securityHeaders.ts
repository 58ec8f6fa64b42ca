/**
 * Security headers on every answer (issue #12 point 8, decision 015), through helmet:
 * - Content-Security-Policy: the site's nonce-based policy (contentSecurityPolicy.ts); the page gets the same nonce
 *   through `cspNonce(reply)` (registerSite hands it to the render). The API reference page (`docsPrefix`) gets its
 *   own policy, allowing its script file and the hashes of its inline scripts.
 * - frame-ancestors 'none' and X-Frame-Options DENY: no page (site, back-office, docs) can be framed.
 * - X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin, HSTS only with `https`.
 * - Cross-Origin-Resource-Policy cross-origin: partner pages load the embed script and our images.
 * - API answers (under `apiPrefix`, but the API reference) are JSON, never a page: they get the short set a JSON API
 *   needs (decision 064): `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'`, nosniff, DENY,
 *   CORP cross-origin and HSTS with `https`; no nonce, and none of the headers that only apply to documents.
 * Register it before the routes: the docs policy is attached to the docs routes as they are added.
 *
 * Helmet runs once, here, against a recording response (decision 027, then 038): the headers it sets are kept as
 * a list, and the site policy as the text around its nonce, so a request costs one nonce and a copy of the list
 * into the reply (no directive parsing, no helmet middleware chain, no `setHeader` validation on the raw response).
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
  /** Where the JSON API is served (`/api/v1`): its answers get the API set (`apiAnswerHeaders`). */
  apiPrefix: string;
  /** The analytics/ads origins; default: those of PALLONE_ANALYTICS_SRC and PALLONE_ADS_SRC. */
  thirdPartyOrigins?: readonly string[];
}

/** HSTS for a year; subdomains are the operator's to decide (they may serve plain HTTP). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Stands in for every nonce while helmet runs once: the policy is kept as the text before and after it. */
const NONCE_MARK = 'pallone-nonce-mark';

interface RecordedHeaders {
  /** Every header helmet sets, but the nonce-carrying policy, as it sets them. */
  fixed: Record<string, string>;
  /** The policy around its nonce, when it has one. */
  policy?: { name: string; before: string; after: string };
}

/** The headers a helmet middleware sets on a response, recorded once (helmet's output depends on nothing else). */
function recordedHeaders(middleware: HelmetMiddleware): RecordedHeaders {
  const recorded: RecordedHeaders = { fixed: {} };
  const response = {
    setHeader(name: string, value: string) {
      const at = value.indexOf(NONCE_MARK);
      if (at < 0) recorded.fixed[name] = value;
      else recorded.policy = { name, before: value.slice(0, at), after: value.slice(at + NONCE_MARK.length) };
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return recorded;
}

/**
 * Headers of the page set that only mean something on a document the browser renders. A script, stylesheet, font or
 * raster image a page loads ignores them, so the site's static files (site/staticFiles.ts) and the embed's scripts
 * drop them (decision 076): about 0.6 kB less per file, two dozen files on a match page. Kept there: nosniff, CORP
 * and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Leaves on `reply` only the security headers a subresource (never a document) uses. */
export function keepSubresourceHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/** The nonce this answer's Content-Security-Policy allows: put it on every inline script of the page. */
export const cspNonce = (reply: FastifyReply): string => cspNonceFor(reply.raw);

const docsCsp: onSendHookHandler = async (_request: FastifyRequest, reply: FastifyReply, payload) => {
  if (!String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
  const html =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
  reply.header('Content-Security-Policy', docsPolicy(inlineScriptHashes(html)));
  return payload;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of every JSON API answer: static, so a cache hit can be written with them as they are. */
    apiAnswerHeaders: Readonly<Record<string, string>>;
  }
}

/**
 * A JSON answer loads nothing and is never framed: its policy says so and nothing else, and helmet's headers that
 * only mean something for a document (COOP, Origin-Agent-Cluster, Referrer-Policy, the X-… legacy ones) are left
 * off (decision 064).
 */
const apiAnswerOptions = (hsts: HelmetOptions['strictTransportSecurity']): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  frameguard: { action: 'deny' },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  strictTransportSecurity: hsts,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): Promise<void> {
  const thirdPartyOrigins = options.thirdPartyOrigins ?? consentScriptOrigins(process.env);
  const everyPage: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: sitePolicy({ thirdPartyOrigins, https: options.https, nonce: NONCE_MARK }),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: options.https
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
  };
  const inDocs = (url: string) => url === options.docsPrefix || url.startsWith(`${options.docsPrefix}/`);
  const withSitePolicy = recordedHeaders(helmet(everyPage));
  const withoutPolicy = recordedHeaders(helmet({ ...everyPage, contentSecurityPolicy: false }));
  const apiAnswer = recordedHeaders(helmet(apiAnswerOptions(everyPage.strictTransportSecurity)));
  app.decorate('apiAnswerHeaders', apiAnswer.fixed);
  const inApi = (url: string) => url.startsWith(`${options.apiPrefix}/`) && !inDocs(url);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.helmet?.contentSecurityPolicy === false)
      reply.headers(withoutPolicy.fixed);
    else if (inApi(request.url)) reply.headers(apiAnswer.fixed);
    else {
      reply.headers(withSitePolicy.fixed);
      const { policy } = withSitePolicy;
      if (policy) reply.header(policy.name, `${policy.before}${cspNonceFor(reply.raw)}${policy.after}`);
    }
    done();
  });
  app.addHook('onRoute', (route) => {
    if (!inDocs(route.url)) return;
    // Helmet's other headers stay; the policy is set once the page (and so its inline scripts) is known.
    route.config = { ...route.config, helmet: { contentSecurityPolicy: false } };
    const onSend = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...onSend, docsCsp];
  });
}
