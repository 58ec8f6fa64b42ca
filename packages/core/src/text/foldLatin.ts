/**
 * Folds a string to plain lower-case ASCII letters where possible: NFD accent strip plus the Latin letters that
 * have no decomposition (ß → ss, ø → o, æ → ae, ł → l …). Shared by `slugify` and `normalizeSearch`.
 */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  ŋ: 'n',
  ĸ: 'k',
  ŧ: 't',
};

const SPECIAL_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

export function foldLatin(input: string): string {
  return input
    .toLowerCase()
    .replace(SPECIAL_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}
