import { createContext } from 'react';
import type { ApiClient, Language } from '@pallone/core';
import type { LinkBuilder } from '../links/LinkBuilder.ts';

/** What every widget reads from its provider: the API client, the language, where links go, the time zone. */
export interface PalloneContextValue {
  client: ApiClient;
  language: Language;
  links: LinkBuilder;
  /** IANA zone for dates and times; Europe/Rome unless the host asks for the visitor's zone. */
  timeZone: string;
  /** A client answering in another language (a widget's `language` prop), same origin and credentials. */
  clientFor(language: Language): ApiClient;
  /**
   * The API's origin, against which the API's root-relative image paths (`/uploads/…`, `/flags/…`,
   * `/api/v1/teams/{id}/badge.svg`) resolve: '' on the API's own site, the API's origin in an embed.
   */
  imageBase: string;
  /** Where the live push stream is read from (issue #11); null when the host turned it off. */
  live: LiveStreamTarget | null;
}

/** The live stream's origin and credentials: one stream per page for each. */
export interface LiveStreamTarget {
  baseUrl: string;
  basicAuth: { user: string; password: string } | undefined;
}

export const PalloneContext = createContext<PalloneContextValue | null>(null);
