/**
 * The import rules of `eslint.config.js` as `npm run lint` runs them: each snippet is linted as if it were a file
 * at the given path of the repository (the file need not exist).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '../..'),
  ruleFilter: ({ ruleId }) => ruleId.endsWith('no-restricted-imports'),
});

async function lintMessages(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

interface Boundary {
  rule: string;
  file: string;
  /** Each forbidden import, with the words its error must hold. */
  refuses: Record<string, string>;
  allows: string[];
}

const boundaries: Boundary[] = [
  {
    rule: 'the contract imports TypeBox and nothing of ours',
    file: 'packages/contract/src/example.ts',
    refuses: {
      "import { slugify } from '@pallone/core';": 'the contract sits below every package',
      "import { slugify } from '../../core/src/text/slugify.ts';": 'the contract sits below every package',
      "import type { FastifySchema } from 'fastify';": 'the contract is schemas only: no Fastify or Drizzle',
      "import { useState } from 'react';": 'the contract is schemas only: no React',
    },
    allows: ["import { Type, type Static } from 'typebox';", "import { ImageRef } from './common.ts';"],
  },
  {
    rule: 'core imports no React, Fastify, Drizzle or other package',
    file: 'packages/core/src/rules/example.ts',
    refuses: {
      "import { useState } from 'react';": 'core is React-free',
      "import { jsx } from 'react/jsx-runtime';": 'core is React-free',
      "import styled from 'styled-components';": 'core is React-free',
      "import { useQuery } from '@tanstack/react-query';": 'core is React-free',
      "import type { FastifyInstance } from 'fastify';": 'core is Fastify- and Drizzle-free',
      "import cookie from '@fastify/cookie';": 'core is Fastify- and Drizzle-free',
      "import { eq } from 'drizzle-orm';": 'core is Fastify- and Drizzle-free',
      "import { pgTable } from 'drizzle-orm/pg-core';": 'core is Fastify- and Drizzle-free',
      "import pg from 'pg';": 'core is Fastify- and Drizzle-free',
      "import { Redis } from 'ioredis';": 'core is Fastify- and Drizzle-free',
      "import { buildApp } from '@pallone/server';": 'core imports no package but the contract',
      "import { db } from '../../../server/src/db/database.ts';": 'core imports no package but the contract',
      "export { Standings } from '../../../widgets/src/index.ts';":
        'core imports no package but the contract',
      "import { MatchStatus } from '@pallone/contract';": 'the browser takes their types: `import type`',
      "import { Type } from 'typebox';": 'the browser takes their types: `import type`',
      "import { MatchStatus } from '@pallone/contract/matchStatusesX';":
        'the browser takes their types: `import type`',
    },
    allows: [
      "import { slugify } from '../text/slugify.ts';",
      "import type { MatchStatus, Static } from '@pallone/contract';",
      "export type { StandingsSeason } from '@pallone/contract';",
      "import { LIVE_MATCH_STATUSES } from '@pallone/contract/matchStatuses';",
    ],
  },
  {
    rule: 'widgets never import the server',
    file: 'packages/widgets/src/Standings/Example.tsx',
    refuses: {
      "import { buildApp } from '@pallone/server';": 'widgets never import the server',
      "import { teams } from '@pallone/server/src/db/schema.ts';": 'widgets never import the server',
      "import { teams } from '../../../server/src/db/schema.ts';": 'widgets never import the server',
      "import { eq } from 'drizzle-orm';": 'widgets never import the server',
      "import { TeamDetail } from '@pallone/contract';": 'the browser takes their types: `import type`',
    },
    allows: [
      "import { useQuery } from '@tanstack/react-query';",
      "import { standingsQuery } from '@pallone/core';",
    ],
  },
  {
    rule: 'the server never imports site or widgets source',
    file: 'packages/server/src/modules/example.ts',
    refuses: {
      "import { Standings } from '@pallone/widgets';": 'the server never imports UI code',
      "import { Standings } from '../../../widgets/src/index.ts';": 'the server never imports UI code',
      "import { routes } from '../../../../site/app/routes.ts';": 'the server never imports UI code',
      "import handler from '../../../../site/server/requestHandler.js';": 'the server never imports UI code',
    },
    allows: [
      "import { registerSite } from '../site/registerSite.ts';",
      "import { slugify } from '@pallone/core';",
    ],
  },
  {
    rule: 'the site never imports the server',
    file: 'site/app/lib/example.server.ts',
    refuses: {
      "import { buildApp } from '@pallone/server';": 'the site never imports the server',
      "import { buildApp } from '../../../packages/server/src/app.ts';": 'the site never imports the server',
    },
    allows: [
      "import { handler } from '../../server/requestHandler.js';",
      "import { Standings } from '@pallone/widgets';",
    ],
  },
];

describe.each(boundaries)('$rule', ({ file, refuses, allows }) => {
  it.each(Object.entries(refuses))(`refuses %s in ${file}`, async (source, reason) => {
    const messages = await lintMessages(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^(@typescript-eslint\/)?no-restricted-imports: /);
    expect(messages[0]).toContain(reason);
  });

  it.each(allows)(`allows %s in ${file}`, async (source) => {
    expect(await lintMessages(file, source)).toEqual([]);
  });
});
