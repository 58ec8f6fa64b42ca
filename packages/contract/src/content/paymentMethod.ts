/** TypeBox schema of payment methods (`/paymentsMethods`). */
import { Type, type Static } from 'typebox';
import { Image } from '../common.ts';

export const PaymentMethod = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'In the request language' }),
  pallonecomSlug: Type.String(),
  image: Image,
  isSample: Type.Boolean(),
});
export type PaymentMethod = Static<typeof PaymentMethod>;

export const PaymentMethodList = Type.Array(PaymentMethod);
