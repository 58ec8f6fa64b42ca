import { describe, expect, it } from 'vitest';
import { configuredSources, consentScriptSources } from './scriptSources.ts';

describe('consentScriptSources', () => {
  it('is empty when nothing is configured', () => {
    const sources = consentScriptSources({});
    expect(sources).toEqual({ analytics: null, ads: null });
    expect(configuredSources(sources)).toEqual([]);
  });

  it('takes absolute http(s) URLs from the environment', () => {
    const sources = consentScriptSources({
      PALLONE_ANALYTICS_SRC: ' https://stats.example.org/a.js ',
      PALLONE_ADS_SRC: 'https://ads.example.org/ads.js?site=pallone',
    });
    expect(configuredSources(sources)).toEqual([
      'https://stats.example.org/a.js',
      'https://ads.example.org/ads.js?site=pallone',
    ]);
  });

  it('ignores relative, empty and non-http values', () => {
    const sources = consentScriptSources({
      PALLONE_ANALYTICS_SRC: 'javascript:alert(1)',
      PALLONE_ADS_SRC: '/ads.js',
    });
    expect(configuredSources(sources)).toEqual([]);
    expect(consentScriptSources({ PALLONE_ADS_SRC: '   ' }).ads).toBeNull();
  });
});
