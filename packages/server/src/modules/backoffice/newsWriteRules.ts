/**
 * What a news write stores beyond its fields as sent (decision 049): the slug (the one given; else the article's
 * own on an update; else a free one made from the title), the section (the category's default when blank) and
 * the image's texts (kept on an update that does not send them; alt text required while there is an image).
 */
import { newsSectionDefault } from '@pallone/core';
import type { NewsCreate } from '@pallone/contract';
import type { Reader } from '../../db/access.ts';
import { BadRequestError } from '../../http/errors.ts';
import { freeNewsSlug, slugOfTitle } from '../news/slug.ts';

export type CompleteNewsInput = NewsCreate & {
  pallonecomSlug: string;
  articleSection: string;
  imageAlt: string;
  imageCaption: string;
  imageCredit: string;
};

interface StoredNews {
  id: number;
  pallonecomSlug: string;
  imagePath: string | null;
  imageAlt: string;
  imageCaption: string;
  imageCredit: string;
}

export async function completeNewsInput(
  db: Reader,
  input: NewsCreate,
  options: { before?: StoredNews; hasImage: boolean },
): Promise<CompleteNewsInput> {
  const { before } = options;
  const pallonecomSlug =
    input.pallonecomSlug ?? before?.pallonecomSlug ?? (await freeNewsSlug(db, slugOfTitle(input.title)));
  const articleSection = input.articleSection?.trim() || newsSectionDefault(input.category, input.language);
  const imageAlt = (input.imageAlt ?? before?.imageAlt ?? '').trim();
  if (options.hasImage && !imageAlt) {
    throw new BadRequestError('Field "imageAlt" is required with an image', 'imageAlt');
  }
  return {
    ...input,
    pallonecomSlug,
    articleSection,
    imageAlt,
    imageCaption: (input.imageCaption ?? before?.imageCaption ?? '').trim(),
    imageCredit: (input.imageCredit ?? before?.imageCredit ?? '').trim(),
  };
}
