/**
 * Storybook's prop tables (issue #16 point 1) come from react-docgen-typescript over the widgets' tsconfig, as in
 * .storybook/main.ts: every prop of the six widgets shows a description, and every optional one its default.
 */
import { withCustomConfig } from 'react-docgen-typescript';
import { describe, expect, it } from 'vitest';

/** A file of the widgets' package by its path from src/ (the widgets' tsconfig has no Node types). */
const fileOf = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);
const WIDGETS = [
  'LiveScores',
  'Standings',
  'Search',
  'MatchTimeline',
  'BonusBanner',
  'StatComparison',
] as const;

const parser = withCustomConfig(fileOf('../tsconfig.json'), {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
});

describe('the widgets prop tables', () => {
  const docs = parser.parse(WIDGETS.map((name) => fileOf(`./${name}/${name}.tsx`)));

  it.each(WIDGETS)('%s: every prop has a description, every optional prop a default', (name) => {
    const doc = docs.find((component) => component.displayName === name);
    expect(doc, `${name} found by docgen`).toBeDefined();
    const props = Object.values(doc!.props);
    expect(props.map((prop) => prop.name)).toEqual(expect.arrayContaining(['language', 'theme', 'brand']));
    expect(props.filter((prop) => prop.description.trim() === '').map((prop) => prop.name)).toEqual([]);
    const optional = props.filter((prop) => !prop.required && !prop.name.startsWith('on'));
    expect(optional.filter((prop) => !prop.defaultValue).map((prop) => prop.name)).toEqual([]);
  });
});
