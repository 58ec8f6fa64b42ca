import type { EmbedFiles } from './embedFiles.ts';

/**
 * Values the embed build writes in (tsup `define`); the fallbacks apply in tests and in Storybook.
 * The shared public API credentials (SPEC §6) default to the server's defaults; a deployment builds with
 * PALLONE_PUBLIC_API_USER / PALLONE_PUBLIC_API_PASSWORD, and a page can still set data-api-user/-password.
 */
declare const __PALLONE_API_USER__: string | undefined;
declare const __PALLONE_API_PASSWORD__: string | undefined;
declare const __PALLONE_WIDGETS_VERSION__: string | undefined;
declare const __PALLONE_EMBED_FILES__: EmbedFiles | undefined;

export const BUILD_API_USER = typeof __PALLONE_API_USER__ === 'string' ? __PALLONE_API_USER__ : 'pallone';
export const BUILD_API_PASSWORD =
  typeof __PALLONE_API_PASSWORD__ === 'string' ? __PALLONE_API_PASSWORD__ : 'pallone';
export const BUILD_VERSION =
  typeof __PALLONE_WIDGETS_VERSION__ === 'string' ? __PALLONE_WIDGETS_VERSION__ : '0.0.0-dev';
/** The runtime's and each widget's built files (only the script tag's build has them). */
export const BUILD_EMBED_FILES: EmbedFiles =
  typeof __PALLONE_EMBED_FILES__ === 'object' ? __PALLONE_EMBED_FILES__ : { runtime: [], widgets: {} };
