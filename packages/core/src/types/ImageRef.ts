import type { Image, Static } from '@pallone/contract';

/** An uploaded or vendored image as the API answers it; `null` when there is none (use a fallback image). */
export type ImageRef = Static<typeof Image>;
