import type { FieldSpec } from '../sections/sectionTypes.ts';

/** The image's texts in the news form (decision 049): alt text required with an image, caption and credit optional. */
export const NEWS_IMAGE_TEXT_FIELDS: readonly FieldSpec[] = [
  {
    name: 'imageAlt',
    label: "Testo alternativo dell'immagine",
    kind: 'text',
    wide: true,
    hint: "Obbligatorio con un'immagine: descrive cosa mostra a chi non la vede.",
  },
  { name: 'imageCaption', label: 'Didascalia', kind: 'text', wide: true },
  { name: 'imageCredit', label: 'Credito', kind: 'text', placeholder: 'Foto: …' },
];
