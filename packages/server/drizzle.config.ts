import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/contentSchema.ts',
    './src/db/authSchema.ts',
    './src/db/liveSchema.ts',
    './src/db/revisionSchema.ts',
  ],
  out: './drizzle',
});
