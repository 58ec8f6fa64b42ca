import { describe, expect, it } from 'vitest';
import { parseDataProps, parseDataValue } from './parseDataProps.ts';

function datasetOf(html: string): DOMStringMap {
  const host = document.createElement('div');
  host.innerHTML = html;
  return (host.firstElementChild as HTMLElement).dataset;
}

describe('parseDataProps', () => {
  it('turns the data attributes of a widget element into camelCase props, without its name', () => {
    const dataset = datasetOf(
      '<div data-pallone-widget="standings" data-competition-id="68" data-lang="it" data-theme="dark"></div>',
    );
    expect(parseDataProps(dataset)).toEqual({ competitionId: 68, language: 'it', theme: 'dark' });
  });

  it('reads numbers, number lists, booleans and bare attributes', () => {
    const dataset = datasetOf(
      '<div data-team-ids="1, 2" data-decimal="1.5" data-show-on-mobile data-show-on-home="false" data-informational="true"></div>',
    );
    expect(parseDataProps(dataset)).toEqual({
      teamIds: [1, 2],
      decimal: 1.5,
      showOnMobile: true,
      showOnHome: false,
      informational: true,
    });
  });

  it('always makes a list of a name ending in Ids', () => {
    expect(parseDataProps(datasetOf('<div data-competition-ids="68"></div>'))).toEqual({
      competitionIds: [68],
    });
  });

  it('keeps slugs, codes with leading zeros and comma text as strings', () => {
    const dataset = datasetOf(
      '<div data-slug="inter-milan-2024" data-code="007" data-title="Roma, Lazio"></div>',
    );
    expect(parseDataProps(dataset)).toEqual({ slug: 'inter-milan-2024', code: '007', title: 'Roma, Lazio' });
  });

  it('reads JSON values and falls back to the text when they do not parse', () => {
    expect(parseDataValue('["inter","milan"]')).toEqual(['inter', 'milan']);
    expect(parseDataValue('{"a":1}')).toEqual({ a: 1 });
    expect(parseDataValue('[not json')).toBe('[not json');
  });

  it('gathers brand colours into the brand prop', () => {
    const dataset = datasetOf('<div data-brand-primary="#d00" data-brand-primary-contrast="#fff"></div>');
    expect(parseDataProps(dataset)).toEqual({ brand: { primary: '#d00', primaryContrast: '#fff' } });
  });

  it('never turns the language or the theme into something else', () => {
    expect(parseDataProps(datasetOf('<div data-lang="en" data-theme="light"></div>'))).toEqual({
      language: 'en',
      theme: 'light',
    });
  });
});
