/** TypeBox schemas of `POST /newsletter`. */
import { Type, type Static } from 'typebox';

/** The length limit here only bounds the payload; the SPEC §5 rule runs on the trimmed address. */
export const NewsletterBody = Type.Object(
  { email: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);
export type NewsletterBody = Static<typeof NewsletterBody>;

export const NewsletterSubscription = Type.Object({
  /** Trimmed and lower-cased, as stored. */
  email: Type.String(),
  /** False when the address was already subscribed (status 200 instead of 201). */
  created: Type.Boolean(),
});
export type NewsletterSubscription = Static<typeof NewsletterSubscription>;
