import type { Country } from './Country.ts';
import type { ImageRef } from './ImageRef.ts';

/** SPEC §3: the simplified team record. */
export interface SimplifiedTeam {
  id: number;
  name: string;
  pallonecomSlug: string;
}

/** SPEC §3: id, name, country.name, country.image.path, image.path, pallonecomSlug. */
export interface Team extends SimplifiedTeam {
  country: Country | null;
  image: ImageRef;
}
