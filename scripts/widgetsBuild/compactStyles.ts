/**
 * The styles are styled-components template literals, which esbuild's minifier leaves as written: every comment and
 * indent would ship, in the script and again in the page's <style>. Before a build reads a source, `compactStyles`
 * drops the comments from the CSS of each `styled.x`, `styled(X)` (with or without type arguments), `css`,
 * `keyframes` and `createGlobalStyle` template and makes each run of whitespace that holds a line break one space
 * (always the same CSS). Interpolations (`${…}`) are left as they are. One transform, two adapters: esbuild's for
 * the widgets' builds (tsup.config.ts), Vite's for the site's (site/vite.config.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

export const STYLE_TAG =
  /\b(?:styled(?:\.[a-z][a-z0-9]*|\([A-Za-z]+\))(?:<[^<>`]*>)?|css|keyframes|createGlobalStyle)`/g;

const compactCss = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, ' ');

/** The end of the `${…}` opened at `start` (the index of its `{`): the index after its closing brace. */
export function interpolationEnd(source: string, start: number): number {
  let depth = 0;
  for (let index = start; index < source.length; index++) {
    if (source[index] === '{') depth++;
    else if (source[index] === '}' && --depth === 0) return index + 1;
  }
  return source.length;
}

/** The source with the CSS of its style templates compacted. */
export function compactStyles(source: string): string {
  let out = '';
  let copied = 0;
  for (const tag of source.matchAll(STYLE_TAG)) {
    let index = tag.index + tag[0].length;
    if (index <= copied) continue;
    out += source.slice(copied, index);
    let text = '';
    while (index < source.length && source[index] !== '`') {
      if (source[index] === '\\') {
        text += source.slice(index, index + 2);
        index += 2;
      } else if (source.startsWith('${', index)) {
        const end = interpolationEnd(source, index + 1);
        out += compactCss(text) + source.slice(index, end);
        text = '';
        index = end;
      } else {
        text += source[index];
        index++;
      }
    }
    out += compactCss(text);
    copied = index;
  }
  return out + source.slice(copied);
}

/** The esbuild plugin: widget sources (`.ts`, `.tsx` under `src`) are read through `compactStyles`. */
export function compactStylesPlugin(sourceDir: RegExp): Plugin {
  return {
    name: 'compact-styles',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!sourceDir.test(args.path) || args.path.endsWith('.d.ts')) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: compactStyles(source), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * The Vite plugin: sources under `sourceDir` (`.ts`, `.tsx`, outside node_modules) go through `compactStyles`, in
 * every environment (server, browser, dev), so the class names, hashes of the CSS, agree.
 */
export function compactStylesVitePlugin(sourceDir: RegExp): VitePlugin {
  return {
    name: 'pallone:compact-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!sourceDir.test(id) || !/\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      return { code: compactStyles(code), map: null };
    },
  };
}
