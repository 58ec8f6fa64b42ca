/**
 * The columns a competition is read with, and their mapping to the API shape (SPEC §3), localized:
 * `name_it`/`name_en` of the competition and of its country by the request language.
 */
import { competitions, countries } from '../../../db/schema.ts';
import type { Language } from '../../../plugins/language.ts';
import type { Competition } from '@pallone/contract';
import { countryImage } from '../../../pictures/flags.ts';

export const competitionColumns = {
  id: competitions.id,
  code: competitions.code,
  type: competitions.type,
  nameIt: competitions.nameIt,
  nameEn: competitions.nameEn,
  pallonecomSlug: competitions.pallonecomSlug,
  countryNameIt: countries.nameIt,
  countryNameEn: countries.nameEn,
  countryCode: countries.code,
  countryImagePath: countries.imagePath,
};

export interface CompetitionRow {
  id: number;
  code: string;
  type: string;
  nameIt: string;
  nameEn: string;
  pallonecomSlug: string;
  countryNameIt: string;
  countryNameEn: string;
  countryCode: string;
  countryImagePath: string | null;
}

export function imageOf(path: string | null): { path: string } | null {
  return path ? { path } : null;
}

export function toCompetition(row: CompetitionRow, language: Language): Competition {
  return {
    id: row.id,
    name: language === 'it' ? row.nameIt : row.nameEn,
    country: {
      name: language === 'it' ? row.countryNameIt : row.countryNameEn,
      image: countryImage(row.countryCode, row.countryImagePath),
    },
    pallonecomSlug: row.pallonecomSlug,
  };
}
