/** The public site's origin the feeds and sitemaps link to: the configured one, else `https://<Host header>`. */
import type { FastifyRequest } from 'fastify';

export interface FeedOptions {
  /** e.g. `https://www.pallone.example`; without it, links use the request's host over https. */
  siteUrl?: string;
}

export function siteOrigin(request: FastifyRequest, options: FeedOptions): string {
  return (options.siteUrl ?? `https://${request.host}`).replace(/\/+$/, '');
}
