/**
 * Which package may import which (docs/architecture.md, "Dependencies point one way"), as ESLint's built-in
 * `no-restricted-imports`, one block per package. A package reaches another only by its name, so a relative path
 * that climbs into another package's sources is caught as well as the package name.
 *
 * Each block sets the whole rule for its files (flat config replaces a rule's options, it does not merge them),
 * so the package globs must not overlap. `import()` expressions are not checked by this rule.
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

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export const importBoundaries = [
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
        'core imports no other package.',
      ),
      climbingInto([...serverSources, ...uiSources], 'core imports no other package.'),
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
];
