/** The third-party scripts that may load once the visitor consents, from configuration. */
export interface ConsentScriptSources {
  analytics: string | null;
  ads: string | null;
}

/** Only absolute http(s) URLs are loaded; anything else (empty, relative, `javascript:`) counts as unset. */
function scriptUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** PALLONE_ANALYTICS_SRC and PALLONE_ADS_SRC; with neither set nothing is ever loaded. */
export function consentScriptSources(env: Record<string, string | undefined>): ConsentScriptSources {
  return { analytics: scriptUrl(env.PALLONE_ANALYTICS_SRC), ads: scriptUrl(env.PALLONE_ADS_SRC) };
}

export const configuredSources = (sources: ConsentScriptSources): string[] =>
  [sources.analytics, sources.ads].filter((src): src is string => src !== null);
