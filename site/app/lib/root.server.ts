import type { Language } from '@pallone/core';
import { publicCredentials, serverApi } from './api.server.ts';
import { navGroups, type NavGroup } from './navCompetitions.ts';
import { siteHost } from './siteHost.ts';

export interface RootData {
  language: Language;
  host: string;
  origin: string;
  year: number;
  credentials: { user: string; password: string };
  navGroups: NavGroup[];
}

/** What every page needs: the language, host and year, the public credentials and the filter menu's lists. */
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
  };
}
