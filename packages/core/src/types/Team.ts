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
  image: ImageRef;
  country: Country | null;
  isNational: boolean;
}

/** `GET /teams/{id}` and `/teams/pallonecomSlug/{slug}`: the team with what the data knows about it. */
export interface TeamDetail extends Team {
  shortName: string | null;
  city: string | null;
  stadium: string | null;
  founded: number | null;
  /** Only asked for with `withDescription`. */
  description?: string | null;
}
