/**
 * What the back-office's translated articles (news, guides, landing pages) share: the fields of a row as the form
 * edits them (story, language, slug, title, body, date, sample flag), and the columns a write sets from them (the
 * story the input or the stored row names, else a new one; the title trimmed; the body sanitized).
 */
import { randomUUID } from 'node:crypto';
import { sanitizeBody } from '../../../content/sanitizeBody.ts';

interface ArticleRow {
  id: number;
  translationKey: string;
  language: string;
  pallonecomSlug: string;
  title: string;
  body: string;
  publishedAt: Date;
  isSample: boolean;
}

interface ArticleInput {
  translationKey?: string | undefined;
  language: string;
  pallonecomSlug: string;
  title: string;
  body: string;
  publishedAt: string;
}

export function articleFields(row: ArticleRow) {
  return {
    id: row.id,
    translationKey: row.translationKey,
    language: row.language,
    pallonecomSlug: row.pallonecomSlug,
    title: row.title,
    body: row.body,
    publishedAt: row.publishedAt.toISOString(),
    isSample: row.isSample,
  };
}

/** `before`: the row an update replaces (its story is kept when the input names none). */
export function articleValues(input: ArticleInput, before: { translationKey: string } | undefined) {
  return {
    translationKey: input.translationKey ?? before?.translationKey ?? randomUUID(),
    language: input.language,
    pallonecomSlug: input.pallonecomSlug,
    title: input.title.trim(),
    body: sanitizeBody(input.body),
    publishedAt: new Date(input.publishedAt),
  };
}
