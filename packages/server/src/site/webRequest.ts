/** Converts between Fastify's request/reply and the Fetch API's Request/Response (React Router's handler). */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, createPageCompressor, isCompressible } from './compression.ts';

export function toWebRequest(request: FastifyRequest, abort: AbortSignal): Request {
  const host = request.headers.host ?? 'localhost';
  const url = new URL(request.url, `${request.protocol}://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body =
    hasBody && request.body instanceof Readable ? (Readable.toWeb(request.body) as ReadableStream) : null;
  return new Request(url, {
    method: request.method,
    headers,
    signal: abort,
    ...(body ? { body, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Sends a Fetch Response through Fastify; a text body is compressed as it streams when the browser accepts it. */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  acceptEncoding?: string | string[],
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send(Buffer.alloc(0));
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  const compressible =
    isCompressible(response.headers.get('content-type')) && !response.headers.has('content-encoding');
  const encoding = compressible ? chooseEncoding(acceptEncoding) : null;
  if (compressible) reply.header('Vary', 'Accept-Encoding');
  if (!encoding) return reply.send(body);
  reply.removeHeader('content-length');
  reply.header('Content-Encoding', encoding);
  const compressor = createPageCompressor(encoding);
  body.on('error', (error) => compressor.destroy(error));
  return reply.send(body.pipe(compressor));
}
