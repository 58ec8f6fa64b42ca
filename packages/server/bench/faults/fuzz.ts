/** Sends `count` malformed requests over every OpenAPI operation (16 at a time) and counts the answers. */
import { BENCH_BASIC } from './faultsServer.ts';
import { malformedRequest, type FuzzOperation } from './malformedRequests.ts';

export interface FuzzResult {
  sent: number;
  byClass: Record<string, number>;
  serverErrors: string[];
}

async function operationsOf(origin: string): Promise<FuzzOperation[]> {
  const document = (await (await fetch(`${origin}/api/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { parameters?: FuzzOperation['parameters']; security?: object[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      // Signing out would end the bench's own session.
      .filter(() => !path.includes('logout'))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        staff: operation.security?.some((scheme) => 'bearerAuth' in scheme) ?? false,
      })),
  );
}

export async function fuzz(
  origin: string,
  staff: Record<string, string>,
  count: number,
): Promise<FuzzResult> {
  const operations = await operationsOf(origin);
  const byClass: Record<string, number> = {};
  const serverErrors: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let index = next++; index < count; index = next++) {
        const request = malformedRequest(operations, index);
        const headers: Record<string, string> = request.staff ? { ...staff } : { authorization: BENCH_BASIC };
        if (request.contentType) headers['content-type'] = request.contentType;
        const status = await fetch(`${origin}${request.url}`, {
          method: request.method,
          headers,
          ...(request.body === undefined ? {} : { body: request.body }),
        }).then(
          async (response) => {
            await response.arrayBuffer();
            return response.status;
          },
          () => 0,
        );
        const key = status === 0 ? 'network error' : `${Math.floor(status / 100)}xx`;
        byClass[key] = (byClass[key] ?? 0) + 1;
        if (status >= 500 || status === 0) {
          if (serverErrors.length < 10)
            serverErrors.push(`${status} ${request.method} ${request.url.slice(0, 120)}`);
        }
      }
    }),
  );
  return { sent: count, byClass, serverErrors };
}
