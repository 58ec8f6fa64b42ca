/** Picks the response language from Accept-Language: `it` or `en`, default `en` (SPEC §1). */
import type { FastifyInstance } from 'fastify';

export type Language = 'it' | 'en';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

export function pickLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'it' || tag.startsWith('it-')) return 'it';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'en');
  // Callback style, like the other hooks every request passes (decision 027): no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = pickLanguage(request.headers['accept-language']);
    done();
  });
}
