import type {
  BookmakerBonus as BookmakerBonusSchema,
  BookmakerRef as BookmakerRefSchema,
  Static,
} from '@pallone/contract';

/** The bookmaker a bonus belongs to, as `/bookmakerBonuses` answers it. */
export type BookmakerRef = Static<typeof BookmakerRefSchema>;

/**
 * SPEC §3 bookmaker bonus: id, name, image.path, url (the affiliate link), bonus (the "Bonus massimo" amount in
 * euro), extra, condition (terms with the 18+ wording, in the request language), colours, the two display flags
 * and the slug; the API adds its bookmaker.
 */
export type BookmakerBonus = Static<typeof BookmakerBonusSchema>;
