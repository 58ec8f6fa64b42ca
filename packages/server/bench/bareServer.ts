/** The baseline: a bare Fastify route answering the same JSON from memory, no auth, no database. */
import Fastify from 'fastify';

export async function startBareServer(body: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  const payload = JSON.stringify(body);
  app.get('/', async (_request, reply) => reply.type('application/json; charset=utf-8').send(payload));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}
