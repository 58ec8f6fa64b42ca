import type { Language } from '@pallone/core';

/** What the script tag decides for every widget on the page. */
export interface EmbedConfig {
  /** The API's origin; by default the origin the script was loaded from. */
  apiBase: string;
  credentials: { user: string; password: string };
  /** Where widget links lead (Pallone's site); by default the API's origin. */
  siteBase: string;
  /** A widget's `data-lang` wins; then the script's `data-lang`, then the page's `<html lang>`. */
  language: Language;
  /** `Europe/Rome` by default; `visitor` for the browser's zone. */
  timeZone?: string;
  /** `data-auto-mount="false"` leaves mounting to `PalloneWidgets.mount`. */
  autoMount: boolean;
}

export interface ScriptDefaults {
  user: string;
  password: string;
}

const originOf = (src: string | undefined, base: string) => {
  if (!src) return '';
  try {
    return new URL(src, base).origin;
  } catch {
    return '';
  }
};

export function pageLanguage(document: Document): Language {
  return document.documentElement.lang.toLowerCase().startsWith('en') ? 'en' : 'it';
}

/**
 * Reads `data-api-base`, `data-api-user`, `data-api-password`, `data-site-base`, `data-lang`, `data-time-zone`
 * and `data-auto-mount` from the embed's own `<script>` tag (`document.currentScript`, captured at load).
 */
export function readScriptConfig(
  script: HTMLScriptElement | null,
  document: Document,
  defaults: ScriptDefaults,
): EmbedConfig {
  const data = script?.dataset ?? {};
  const apiBase = (data.apiBase ?? originOf(script?.src, document.baseURI)).replace(/\/$/, '');
  const lang = data.lang?.toLowerCase();
  return {
    apiBase,
    credentials: { user: data.apiUser ?? defaults.user, password: data.apiPassword ?? defaults.password },
    siteBase: (data.siteBase ?? apiBase).replace(/\/$/, ''),
    language: lang === 'en' || lang === 'it' ? lang : pageLanguage(document),
    ...(data.timeZone ? { timeZone: data.timeZone } : {}),
    autoMount: data.autoMount !== 'false',
  };
}
