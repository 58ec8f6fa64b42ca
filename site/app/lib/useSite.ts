import { useRouteLoaderData } from 'react-router';
import type { Language } from '@pallone/core';
import { labelsFor, type Labels } from '../i18n/labels.ts';

export interface SiteData {
  language: Language;
  host: string;
  origin: string;
  year: number;
  credentials: { user: string; password: string };
}

const FALLBACK: SiteData = {
  language: 'en',
  host: 'pallone',
  origin: '',
  year: new Date().getFullYear(),
  credentials: { user: 'pallone', password: 'pallone' },
};

/** The root loader's data (language, host, year, public credentials) and the labels of the language. */
export function useSite(): SiteData & { t: Labels } {
  const site = (useRouteLoaderData('root') as SiteData | undefined) ?? FALLBACK;
  return { ...site, t: labelsFor(site.language) };
}
