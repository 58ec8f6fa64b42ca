/** The detail of a guide or a landing page: its summary with the sanitized HTML body and its translations. */
import { Type, type TObject, type TProperties } from 'typebox';
import { Translation } from './pagination.ts';

export function contentDetail<P extends TProperties>(summary: TObject<P>) {
  return Type.Object({
    ...summary.properties,
    /** Sanitized HTML. */
    body: Type.String(),
    translations: Type.Array(Translation),
  });
}
