import { describe, expect, it } from 'vitest';
import { compile, serialize, stringify } from 'stylis';
import { flattenCss } from './flattenCss.ts';

/** What styled-components' stylis makes of the same template: the oracle the stand-in used before decision 072. */
const stylis = (selector: string, body: string) =>
  serialize(compile(selector ? `${selector}{${body}}` : body), stringify);

/** stylis also drops the spaces around combinators, commas, slashes and `!important`: CSS reads both alike. */
const spacesDropped = (css: string) => css.replace(/\s*([>+~,/!])\s*/g, '$1');

// Templates of the site and the widgets as they are written, plus the corners of the syntax they use.
const templates: [name: string, selector: string, body: string][] = [
  [
    'the footer columns: nested selectors, a mixin, a grid function with commas',
    '.pfoot',
    ` display: grid; grid-template-columns: repeat(auto-fill, minmax(max(180px, (100% - 4 * 16px) / 5), 1fr));
      gap: 16px; h2 { font-size: 14px; text-transform: uppercase; margin: 0 0 8px; }
      ul { margin: 0; padding: 0; list-style: none; } li { padding: 3px 0; }`,
  ],
  [
    'the cookie banner: & states and a media query holding declarations',
    '.pbanner',
    `position: fixed; bottom: 64px; &:focus { outline: 2px solid var(--site-brand); }
      h2 { margin: 0 0 6px; } @media (min-width: 768px) { bottom: 16px; h2 { font-size: 18px } }`,
  ],
  [
    'button variants: attribute selectors with quotes, a selector list, focus-visible',
    '.pactions',
    `display: flex; button { min-width: 120px; border: 2px solid var(--site-brand); }
      button[value='granted'], button[data-x="a,b"] { background: var(--site-brand); color: #fff; }
      button:focus-visible { outline: 3px solid var(--site-text); outline-offset: 2px; }`,
  ],
  [
    'a class doubled for specificity, & after a selector, & & and a parent selector list',
    '.pbonus',
    `&& { grid-column: 1 / -1; } .pdark & { color: white; } & & { margin: 0 } a, b { &:hover, &:focus { c: d } }`,
  ],
  [
    'comma lists inside :is, :not and :has stay whole',
    '.prow',
    `&:has(> b, c) d { e: f } li:not(.x, .y) + li { margin: 0 } :is(h2, h3) & { font-weight: 700 }`,
  ],
  [
    'a container query and supports, nested in each other',
    '.plist',
    `container: pallone-scores / inline-size; @container pallone-scores (min-width: 480px) {
      li { display: grid } @supports (display: grid) { li { gap: 4px } } }`,
  ],
  [
    'strings and urls that hold ; { } and an escaped quote',
    '.picon',
    `&::before { content: "a;{b}\\"}"; } background: url(data:image/png;base64,AAA=) no-repeat;
      &::after { content: ''; }`,
  ],
  [
    'comments, stray semicolons, !important and declarations after a nested rule',
    '.pmisc',
    `/* a note { } */ color: red !important;; &:hover { color: blue } padding : 0 ; /* end */`,
  ],
  [
    'reduced motion switching an animation off for the element itself',
    '.pflash',
    `animation: pk1 1s ease-out; @media (prefers-reduced-motion: reduce) { & { animation: none } }`,
  ],
  [
    'custom properties and calc keep their spaces',
    '.pbracket',
    `--rounds: 5; width: calc( 100% - 2px ); grid-template-columns: repeat(var(--rounds), 1fr);`,
  ],
  [
    'global styles: root variables, element rules, a media query',
    '',
    `:root { --site-brand: #0d2b1c; } *, *::before { box-sizing: border-box; }
      body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
      @media (min-width: 768px) { body { font-size: 17px } }`,
  ],
  ['keyframes', '', `@keyframes pk1{from{opacity:0} 50%{opacity: .5} to{opacity:1}}`],
];

describe('flattenCss', () => {
  it.each(templates)('flattens %s as stylis does', (_name, selector, body) => {
    expect(spacesDropped(flattenCss(selector, body))).toBe(spacesDropped(stylis(selector, body)));
  });

  it("puts a rule set's own declarations first, then its nested rules in order", () => {
    expect(flattenCss('.a', 'color: red; &:hover { color: blue } padding: 0; p { margin: 0 }')).toBe(
      '.a{color:red;padding:0;}.a:hover{color:blue;}.a p{margin:0;}',
    );
  });

  it('nests a selector list under every selector of its parent list', () => {
    expect(flattenCss('', 'a, b { c, &.d { e: f } }')).toBe('a c,b c,a.d,b.d{e:f;}');
  });

  it('wraps the rules a media query holds, with the parent selector inside', () => {
    expect(flattenCss('.a', '@media (min-width: 768px) { bottom: 16px; h2 { margin: 0 } }')).toBe(
      '@media (min-width: 768px){.a{bottom:16px;}.a h2{margin:0;}}',
    );
  });

  it('writes nothing for a rule set without declarations', () => {
    expect(flattenCss('.a', ' ')).toBe('');
    expect(flattenCss('.a', 'p { }')).toBe('');
  });
});
