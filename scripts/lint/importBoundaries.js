/**
 * Which package may import which (docs/architecture.md, "Dependencies point one way"; decision 033), as ESLint's
 * built-in `no-restricted-imports`, one block per package. A package reaches another only by its name, so a
 * relative path that climbs into another package's sources is caught as well as the package name.
 *
 * Each block sets the whole rule for its files (flat config replaces a rule's options, it does not merge them),
 * so the package globs must not overlap. `import()` expressions are not checked by this rule.
 *
 * Core and the widgets (the embed's code) take only types from the contract and TypeBox, so no schema code
 * reaches a browser bundle (the API contract decision): typescript-eslint's variant of the rule, which lets
 * `import type` through.
 */

/** A bare specifier `name` or any of its subpaths (`react`, `react/jsx-runtime`). */
const packageNamed = (names, message) => ({
  regex: `^(${names.map((name) => name.replaceAll('/', '\\/')).join('|')})(\\/|$)`,
  message,
});

/** A relative path that climbs out of the file's folder into one of `folders` (`../../server/src/app.ts`). */
const climbingInto = (folders, message) => ({
  regex: `^(\\.\\.\\/)+(.*\\/)?(${folders.join('|')})(\\/|$)`,
  message,
});

const reactLibraries = ['react', 'react-dom', 'preact', 'styled-components', '@tanstack/react-query'];
const serverLibraries = ['fastify', '@fastify/[^/]+', 'drizzle-orm', 'pg', 'ioredis', '@electric-sql/pglite'];
const serverSources = ['server/src'];
const uiSources = ['widgets/src', 'site/app', 'site/server'];
const CONTRACT_ALONE = 'the contract sits below every package and imports none of them.';

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/** The contract's plain-value modules (no TypeBox in them) that browser code may import (decision 053). */
const CONTRACT_PLAIN_VALUES = ['@pallone/contract/matchStatuses'];

const typesOnly = (files, names, message, allowedValues = []) => {
  const { regex } = packageNamed(names, message);
  const allowed = allowedValues.map((name) => `(?!${name.replaceAll('/', '\\/')}$)`).join('');
  return {
    files,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^${allowed}${regex.slice(1)}`, message, allowTypeImports: true }] },
      ],
    },
  };
};

export const importBoundaries = [
  restrict(
    ['packages/contract/**/*.{ts,tsx,js,mjs}'],
    [
      packageNamed(reactLibraries, 'the contract is schemas only: no React.'),
      packageNamed(serverLibraries, 'the contract is schemas only: no Fastify or Drizzle.'),
      packageNamed(['@pallone/core', '@pallone/server', '@pallone/widgets', '@pallone/site'], CONTRACT_ALONE),
      climbingInto(['core/src', ...serverSources, ...uiSources], CONTRACT_ALONE),
    ],
  ),
  restrict(
    ['packages/core/**/*.{ts,tsx,js,mjs}'],
    [
      packageNamed(reactLibraries, 'core is React-free: UI code belongs in packages/widgets or site.'),
      packageNamed(
        serverLibraries,
        'core is Fastify- and Drizzle-free: server code belongs in packages/server.',
      ),
      packageNamed(
        ['@pallone/server', '@pallone/widgets', '@pallone/site'],
        'core imports no package but the contract.',
      ),
      climbingInto([...serverSources, ...uiSources], 'core imports no package but the contract.'),
    ],
  ),
  restrict(
    ['packages/widgets/**/*.{ts,tsx,js,mjs}'],
    [
      packageNamed(
        ['@pallone/server', ...serverLibraries],
        'widgets never import the server: go through core.',
      ),
      climbingInto(serverSources, 'widgets never import the server: go through core.'),
    ],
  ),
  restrict(
    ['packages/server/**/*.{ts,tsx,js,mjs}'],
    [
      packageNamed(
        ['@pallone/widgets', '@pallone/site'],
        'the server never imports UI code (site, widgets).',
      ),
      climbingInto(uiSources, 'the server never imports UI code (site, widgets).'),
    ],
  ),
  restrict(
    ['site/**/*.{ts,tsx,js,mjs}'],
    [
      packageNamed(
        ['@pallone/server', ...serverLibraries],
        'the site never imports the server: call its API.',
      ),
      climbingInto(serverSources, 'the site never imports the server: call its API.'),
    ],
  ),
  typesOnly(
    ['packages/core/**/*.{ts,tsx}', 'packages/widgets/**/*.{ts,tsx}'],
    ['@pallone/contract', 'typebox'],
    'schemas are server-side values; the browser takes their types: `import type`.',
    CONTRACT_PLAIN_VALUES,
  ),
];
