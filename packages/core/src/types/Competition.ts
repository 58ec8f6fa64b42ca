import type { Country } from './Country.ts';

/** SPEC §3: id, name, country (name, image), pallonecomSlug. */
export interface Competition {
  id: number;
  name: string;
  country: Country;
  pallonecomSlug: string;
}
