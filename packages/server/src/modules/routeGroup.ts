/**
 * A folder's routes as one plugin: the folder lists its route plugins and this registers them in that order
 * (the order is the OpenAPI document's order). `prefixedRoutes` does the same for plugins under their prefixes,
 * `registerRoutes` registers such a list into an app directly.
 */
import type { FastifyInstance } from 'fastify';

export type RoutePlugin = (app: FastifyInstance) => Promise<void>;

/** A plugin and the prefix it is registered under (none: at the parent's root). */
export type PrefixedRoute = readonly [plugin: RoutePlugin, prefix?: string];

export function routeGroup(plugins: readonly RoutePlugin[]): RoutePlugin {
  return prefixedRoutes(plugins.map((plugin) => [plugin]));
}

export function prefixedRoutes(routes: readonly PrefixedRoute[]): RoutePlugin {
  return (app) => registerRoutes(app, routes);
}

/** Registers each plugin in `app` itself, in order, under its prefix. */
export async function registerRoutes(app: FastifyInstance, routes: readonly PrefixedRoute[]): Promise<void> {
  for (const [plugin, prefix] of routes) {
    await app.register(plugin, prefix === undefined ? {} : { prefix });
  }
}
