/**
 * The Content-Security-Policy directives (decision 015): one policy for the site and back-office pages, built on a
 * per-request nonce, and one for the API reference page (Scalar), built on its own script file and the hashes of
 * its inline scripts. Pure: the registration is in securityHeaders.ts.
 */
import { createHash, randomFillSync } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export type CspDirectives = Record<string, string[]>;

const nonces = new WeakMap<object, string>();

const NONCE_BYTES = 16;
/** Random bytes drawn from the system in one call for 256 nonces (one call per request cost ≈ 5 % of a read). */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = noncePool.length;

function freshNonce(): string {
  if (poolOffset === noncePool.length) {
    randomFillSync(noncePool);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return noncePool.toString('base64', poolOffset - NONCE_BYTES, poolOffset);
}

/** This response's CSP nonce: 128 random bits, made on first use, the same for the header and the page. */
export function cspNonceFor(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = freshNonce();
    nonces.set(response, nonce);
  }
  return nonce;
}

/** The origins of PALLONE_ANALYTICS_SRC and PALLONE_ADS_SRC (absolute http(s) URLs only), for connect and frames. */
export function consentScriptOrigins(env: Record<string, string | undefined>): string[] {
  const origins = new Set<string>();
  for (const value of [env.PALLONE_ANALYTICS_SRC, env.PALLONE_ADS_SRC]) {
    if (!value?.trim()) continue;
    try {
      const url = new URL(value.trim());
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // not a URL: the site does not load it either
    }
  }
  return [...origins];
}

export interface SitePolicyOptions {
  /** Origins the consent-gated analytics/ads scripts talk to and frame (connect-src, frame-src). */
  thirdPartyOrigins: readonly string[];
  /** Production (HTTPS): also `upgrade-insecure-requests`. */
  https: boolean;
  /** Written where the answer's nonce goes (securityHeaders.ts swaps in each answer's own). */
  nonce: string;
}

/**
 * Scripts run only with this response's nonce; 'strict-dynamic' lets them load more (React Router's modules, the
 * analytics/ads loader added after consent). `https:` and 'unsafe-inline' are the fallback of browsers without
 * CSP3, which ignore them when a nonce and 'strict-dynamic' are present. Styles: 'unsafe-inline' (decision 015).
 */
export function sitePolicy(options: SitePolicyOptions): CspDirectives {
  const nonce = `'nonce-${options.nonce}'`;
  const thirdParty = [...options.thirdPartyOrigins];
  return {
    'default-src': ["'self'"],
    'script-src': [nonce, "'strict-dynamic'", 'https:', "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...thirdParty],
    'frame-src': ["'self'", ...thirdParty],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** `'sha256-…'` of every inline (executable) script of an HTML page, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The API reference page: its own script file plus its inline start-up script (by hash), nothing else runs. */
export function docsPolicy(scriptHashes: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
