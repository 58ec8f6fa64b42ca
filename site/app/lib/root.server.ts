import type { Language } from '@pallone/core';
import { publicCredentials, serverApi } from './api.server.ts';
import { navGroups, type NavGroup } from './navCompetitions.ts';
import { siteHost } from './siteHost.ts';
import { readConsent, type Consent } from '../components/consent/consentCookie.ts';
import { consentScriptSources, type ConsentScriptSources } from '../components/consent/scriptSources.ts';

export interface RootData {
  language: Language;
  host: string;
  origin: string;
  year: number;
  credentials: { user: string; password: string };
  navGroups: NavGroup[];
  /** The visitor's cookie choice from `pallone_consent` (null: not made yet, the banner shows). */
  consent: Consent | null;
  /** Scripts loaded only after consent (PALLONE_ANALYTICS_SRC, PALLONE_ADS_SRC). */
  consentSources: ConsentScriptSources;
}

/**
 * What every page needs: the language, host and year, the public credentials, the filter menu's lists and the
 * cookie choice with the scripts it unlocks.
 */
export async function loadRoot(request: Request): Promise<RootData> {
  const { client, language } = serverApi(request);
  const competitions = await client.getCompetitions().catch((error: unknown) => {
    console.error('Filter menu competitions not loaded', error);
    return [];
  });
  const url = new URL(request.url);
  return {
    language,
    host: siteHost(request),
    origin: process.env.PALLONE_SITE_ORIGIN ?? url.origin,
    year: new Date().getFullYear(),
    credentials: publicCredentials(),
    navGroups: navGroups(competitions),
    consent: readConsent(request.headers.get('cookie')),
    consentSources: consentScriptSources(process.env),
  };
}
