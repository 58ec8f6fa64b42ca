/** GET /api/v1/paymentsMethods: the payment methods, names in the request language. */
import type { FastifyInstance } from 'fastify';
import { PaymentMethodList } from '@pallone/contract';
import { listPaymentMethods } from '../../content/queries/directories.ts';
import { defineRead } from '../readRoute.ts';

export async function paymentMethodRoutes(app: FastifyInstance): Promise<void> {
  defineRead(
    app,
    {
      path: '/',
      tags: ['paymentsMethods'],
      summary: 'The payment methods, in display order',
      response: PaymentMethodList,
      cacheSeconds: 300,
    },
    (request) => listPaymentMethods(app.db, request.language),
  );
}
