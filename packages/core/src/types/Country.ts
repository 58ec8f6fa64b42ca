import type { ImageRef } from './ImageRef.ts';

export interface Country {
  name: string;
  image: ImageRef;
}
