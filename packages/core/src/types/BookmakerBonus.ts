import type { ImageRef } from './ImageRef.ts';

/** The bookmaker a bonus belongs to, as `/bookmakerBonuses` answers it. */
export interface BookmakerRef {
  id: number;
  name: string;
  pallonecomSlug: string;
  image: ImageRef;
  url: string;
  isSample: boolean;
}

/**
 * SPEC §3 bookmaker bonus: id, name, image.path, url (the affiliate link), bonus (the "Bonus massimo" amount in
 * euro), extra, condition (terms with the 18+ wording, in the request language), colours, the two display flags
 * and the slug; the API adds its bookmaker.
 */
export interface BookmakerBonus {
  id: number;
  name: string;
  image: ImageRef;
  url: string;
  bonus: number;
  extra: string;
  condition: string;
  backgroundColor: string;
  fontColor: string;
  showOnMobile: boolean;
  showOnHome: boolean;
  pallonecomSlug: string;
  bookmaker: BookmakerRef;
  isSample: boolean;
}
