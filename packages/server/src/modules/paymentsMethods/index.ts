/** GET /api/v1/paymentsMethods: the payment methods, names in the request language. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PaymentMethodList, errorResponses } from '@pallone/contract';
import { listPaymentMethods } from '../../content/queries/directories.ts';

export async function paymentMethodRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['paymentsMethods'],
        summary: 'The payment methods, in display order',
        response: { 200: PaymentMethodList, ...errorResponses },
      },
      config: { cacheSeconds: 300 },
    },
    (request) => listPaymentMethods(app.db, request.language),
  );
}
