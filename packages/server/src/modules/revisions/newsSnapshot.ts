/**
 * A news item's revision snapshot (decision 054): the fields a save stores, read from the record as the back-office
 * edits it, without the image file (a replaced image is deleted after its save, so a revision cannot bring it back;
 * a restore keeps the current image). The way back is `newsInputOf`: the snapshot as the `data` of an update.
 */
import type { BackofficeNewsRow, NewsCreate, NewsRevisionSnapshot } from '@pallone/contract';

export function newsSnapshotOf(item: BackofficeNewsRow): NewsRevisionSnapshot {
  return {
    language: item.language,
    status: item.status === 'draft' ? 'draft' : 'published',
    translationKey: item.translationKey,
    pallonecomSlug: item.pallonecomSlug,
    title: item.title,
    publishedAt: item.publishedAt,
    authorId: item.authorId,
    articleSection: item.articleSection,
    keywords: item.keywords,
    description: item.description,
    category: item.category,
    body: item.body,
    matchId: item.matchId,
    competitionId: item.competitionId,
    imageAlt: item.imageAlt,
    imageCaption: item.imageCaption,
    imageCredit: item.imageCredit,
  };
}

/** The snapshot as a save's fields; blank image texts are left out, so the current ones stay. */
export function newsInputOf(snapshot: NewsRevisionSnapshot): NewsCreate {
  const { imageAlt, imageCaption, imageCredit, language, category, ...fields } = snapshot;
  return {
    ...fields,
    language: language as NewsCreate['language'],
    category: category as NewsCreate['category'],
    ...(imageAlt ? { imageAlt } : {}),
    ...(imageCaption ? { imageCaption } : {}),
    ...(imageCredit ? { imageCredit } : {}),
  };
}
