/**
 * POST /api/v1/newsletter `{ email }`: the address is trimmed and lower-cased, then checked with SPEC §5's rule
 * (400 naming `email`). A new address answers 201, one already subscribed 200; either way one row is stored.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isValidEmail } from '@pallone/core';
import { BadRequestError } from '../../http/errors.ts';
import { NewsletterBody, NewsletterSubscription, errorResponses } from '@pallone/contract';
import { subscribe } from './queries/newsletter.ts';

export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address to the newsletter: 201 when new, 200 when already subscribed',
        body: NewsletterBody,
        response: { 200: NewsletterSubscription, 201: NewsletterSubscription, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      if (email === '') throw new BadRequestError('The email is required', 'email');
      if (!isValidEmail(email)) throw new BadRequestError('The email is not valid', 'email');
      const created = await subscribe(app.db, email, request.language);
      return reply.status(created ? 201 : 200).send({ email, created });
    },
  );
}
