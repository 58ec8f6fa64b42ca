import { afterEach, describe, expect, it } from 'vitest';
import { readScriptConfig } from './readScriptConfig.ts';

const defaults = { user: 'pallone', password: 'pallone' };

function scriptTag(attributes: string): HTMLScriptElement {
  const host = document.createElement('div');
  host.innerHTML = `<script ${attributes}></script>`;
  return host.firstElementChild as HTMLScriptElement;
}

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('readScriptConfig', () => {
  it.each([
    {
      what: 'takes the API from the origin the script came from, with the built-in public credentials',
      attributes: 'src="https://api.pallone.example/embed/v1/pallone-widgets.js"',
      expected: {
        apiBase: 'https://api.pallone.example',
        credentials: { user: 'pallone', password: 'pallone' },
        siteBase: 'https://api.pallone.example',
        language: 'it',
        autoMount: true,
      },
    },
    {
      what: 'lets the script tag override the API, credentials, links, language and zone',
      attributes:
        'src="https://cdn.example/pallone-widgets.js" data-api-base="https://api.example/" data-api-user="partner" ' +
        'data-api-password="s3cret" data-site-base="https://pallone.example" data-lang="en" ' +
        'data-time-zone="visitor" data-auto-mount="false"',
      expected: {
        apiBase: 'https://api.example',
        credentials: { user: 'partner', password: 's3cret' },
        siteBase: 'https://pallone.example',
        language: 'en',
        timeZone: 'visitor',
        autoMount: false,
      },
    },
  ])('$what', ({ attributes, expected }) => {
    expect(readScriptConfig(scriptTag(attributes), document, defaults)).toEqual(expected);
  });

  it("follows the page's language when the script does not say", () => {
    document.documentElement.lang = 'en-GB';
    expect(readScriptConfig(scriptTag('src="/x.js"'), document, defaults).language).toBe('en');
  });

  it('falls back to the page origin without a script tag', () => {
    expect(readScriptConfig(null, document, defaults).apiBase).toBe('');
  });
});
