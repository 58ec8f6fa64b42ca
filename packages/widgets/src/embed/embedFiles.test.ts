import { describe, expect, it } from 'vitest';
import { embedFilesOf, type EmbedMetafile } from './embedFiles.ts';

const out = 'dist/embed/chunks';
const statics = (...paths: string[]) =>
  paths.map((path) => ({ path: `${out}/${path}`, kind: 'import-statement' }));
const dynamic = (...paths: string[]) =>
  paths.map((path) => ({ path: `${out}/${path}`, kind: 'dynamic-import' }));

/** The shape esbuild writes: the runtime imports the UI chunk and each widget's chunk on demand. */
const metafile: EmbedMetafile = {
  outputs: {
    [`${out}/runtime-R.js`]: {
      entryPoint: 'src/embed/startEmbed.ts',
      imports: [...statics('chunk-UI.js'), ...dynamic('Standings-S.js', 'BonusBanner-B.js')],
    },
    [`${out}/Standings-S.js`]: {
      entryPoint: 'src/Standings/index.ts',
      imports: statics('chunk-LIVE.js', 'chunk-UI.js'),
    },
    [`${out}/BonusBanner-B.js`]: { entryPoint: 'src/BonusBanner/index.ts', imports: statics('chunk-UI.js') },
    [`${out}/chunk-LIVE.js`]: { imports: statics('chunk-FORMAT.js', 'chunk-UI.js') },
    [`${out}/chunk-FORMAT.js`]: { imports: [] },
    [`${out}/chunk-UI.js`]: { imports: [] },
  },
};

describe('embedFilesOf', () => {
  it("lists the runtime's files and, per widget, the files it adds, relative to the script", () => {
    const files = embedFilesOf(metafile, {
      runtime: 'src/embed/startEmbed.ts',
      widgets: { Standings: 'src/Standings/index.ts', BonusBanner: 'src/BonusBanner/index.ts' },
      relative: (output) => output.replace('dist/embed/', ''),
    });
    expect(files).toEqual({
      runtime: ['chunks/runtime-R.js', 'chunks/chunk-UI.js'],
      widgets: {
        Standings: ['chunks/Standings-S.js', 'chunks/chunk-LIVE.js', 'chunks/chunk-FORMAT.js'],
        BonusBanner: ['chunks/BonusBanner-B.js'],
      },
    });
  });

  it('fails the build when an entry has no output', () => {
    expect(() =>
      embedFilesOf(metafile, {
        runtime: 'src/embed/startEmbed.ts',
        widgets: { Search: 'src/Search/index.ts' },
        relative: (output) => output,
      }),
    ).toThrow(/no output for src\/Search\/index.ts/);
  });
});
