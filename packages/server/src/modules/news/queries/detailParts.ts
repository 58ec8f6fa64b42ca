/**
 * Parts of a news detail answer shared by the public detail and the back-office preview (decision 049): the image
 * with its alt text, caption and credit, and the match the article is about.
 */
import type { NewsDetail } from '@pallone/contract';
import type { Db } from '../../../db/database.ts';
import type { Language } from '../../../plugins/language.ts';
import { loadMatchRefs } from '../../../content/queries/matchRefs.ts';
import { newsImageOf } from './row.ts';

export function newsImageWithTexts(
  row: { imagePath: string | null; imageSizes: number[] },
  texts: { imageAlt: string; imageCaption: string; imageCredit: string },
): NewsDetail['image'] {
  const image = newsImageOf(row);
  return image && { ...image, alt: texts.imageAlt, caption: texts.imageCaption, credit: texts.imageCredit };
}

/** The match `matchId` as a news detail names it, or null (no match, or an unknown one). */
export async function newsMatchRef(
  db: Db,
  matchId: number | null,
  language: Language,
): Promise<NewsDetail['match']> {
  if (matchId === null) return null;
  const match = (await loadMatchRefs(db, [matchId], language)).get(matchId);
  if (!match) return null;
  return {
    id: match.id,
    pallonecomSlug: match.pallonecomSlug,
    homeName: match.homeName,
    awayName: match.awayName,
    date: match.date,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    extraTime: match.extraTime,
    penalties: match.penalties,
  };
}
