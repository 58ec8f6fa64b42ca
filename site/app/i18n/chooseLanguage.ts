import type { Language } from '@pallone/core';

export const LANGUAGE_COOKIE = 'lang';
export const DEFAULT_LANGUAGE: Language = 'en';

const isLanguage = (value: string | undefined): value is Language => value === 'it' || value === 'en';

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The first supported language of an Accept-Language header, by quality then order. */
function fromAcceptLanguage(header: string | null): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((entry) => isLanguage(entry.base))?.base as Language | undefined;
}

/** SPEC §1: the visitor's choice (the `lang` cookie), else Accept-Language, else English. */
export function chooseLanguage(headers: { get(name: string): string | null }): Language {
  const chosen = cookieValue(headers.get('cookie'), LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return fromAcceptLanguage(headers.get('accept-language')) ?? DEFAULT_LANGUAGE;
}
