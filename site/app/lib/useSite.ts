import { useRouteLoaderData } from 'react-router';
import type { Language } from '@pallone/core';
import { labelsFor, type Labels } from '../i18n/labels.ts';

export interface SiteData {
  language: Language;
  host: string;
  origin: string;
  year: number;
  credentials: { user: string; password: string };
  /** The labels of the page's language, sent by the root loader (root.tsx). */
  t?: Labels;
}

const FALLBACK: SiteData = {
  language: 'en',
  host: 'pallone',
  origin: '',
  year: new Date().getFullYear(),
  credentials: { user: 'pallone', password: 'pallone' },
};

/**
 * Both languages' labels in code, for the server and tests only: the browser reads the page language's labels
 * from the root loader's data, so labels.ts stays out of its bundle (decision 009).
 */
const labelsInCode = import.meta.env.BROWSER_BUNDLE ? null : labelsFor;

/** The root loader's data (language, host, year, public credentials) and the labels of the language. */
export function useSite(): SiteData & { t: Labels } {
  const site = (useRouteLoaderData('root') as SiteData | undefined) ?? FALLBACK;
  const t = site.t ?? labelsInCode?.(site.language);
  if (!t) throw new Error('No labels: the root loader data is missing');
  return { ...site, t };
}
