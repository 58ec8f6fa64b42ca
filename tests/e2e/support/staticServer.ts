/** A tiny HTTP server for the partner page: fixed routes, nothing read from the request path. */
import { createServer, type Server } from 'node:http';
import { freePort } from './freePort.ts';

export interface StaticRoute {
  type: string;
  body: string | Buffer;
}

export interface StaticServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startStaticServer(routes: Record<string, StaticRoute>): Promise<StaticServer> {
  const port = await freePort();
  const server: Server = createServer((request, response) => {
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': route.type, 'cache-control': 'no-store' }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
