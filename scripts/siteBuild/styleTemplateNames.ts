/**
 * Names the site's style templates at build time (decision 075). Each `styled.x`, `styled(X)` and
 * `createGlobalStyle` template that reads no prop (no function among its `${…}`) gets a name, `/*@n…*\/`, first
 * in its text: from its file and its place in it, the same in the server's and the browser's builds. The
 * server's build keeps the text after it; the browser's keeps only the name, as the rules reach the browser in the
 * page's `<style>` and in the stylesheet the server's build registers (packages/widgets/src/styled/builtStyleSheet.ts)
 * and writeStyleSheet.ts writes. `css` fragments and `keyframes` keep their text: a template that reads props may
 * resolve them in the browser.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';
import { interpolationEnd, STYLE_TAG } from '../widgetsBuild/compactStyles.ts';

/** Five base-36 characters of the hash of `file`: the start of its templates' names. */
export function fileNamePart(file: string): string {
  const fileHash = Number.parseInt(createHash('sha256').update(file).digest('hex').slice(0, 8), 16);
  return (fileHash % 36 ** 5).toString(36).padStart(5, '0');
}

/**
 * The build-time name of the `index`th style template of `file`: `n`, the file's part, the index in base 36. Names of
 * one file share their start, which compression makes almost free; `n` sets them apart from the hashed classes
 * (`p…`) and keyframes (`pk…`).
 */
export function templateName(file: string, index: number): string {
  return `n${fileNamePart(file)}${index.toString(36)}`;
}

/** `source` with its static templates named; with `onlyNames`, the browser's build, the text after the name dropped. */
export function nameStyleTemplates(source: string, file: string, onlyNames: boolean): string {
  let out = '';
  let copied = 0;
  let count = 0;
  for (const tag of source.matchAll(STYLE_TAG)) {
    const start = tag.index + tag[0].length;
    if (start <= copied || inComment(source, tag.index)) continue;
    const interpolations: string[] = [];
    let index = start;
    while (index < source.length && source[index] !== '`') {
      if (source[index] === '\\') index += 2;
      else if (source.startsWith('${', index)) {
        const end = interpolationEnd(source, index + 1);
        interpolations.push(source.slice(index + 2, end - 1));
        index = end;
      } else index++;
    }
    const name = templateName(file, count++);
    const named = /^(styled|createGlobalStyle)/.test(tag[0]) && !interpolations.some(readsProps);
    out += source.slice(copied, start);
    if (named) out += `/*@${name}*/` + (onlyNames ? '' : source.slice(start, index));
    else out += source.slice(start, index);
    copied = index;
  }
  return out + source.slice(copied);
}

/** A tag written in a comment (a line that starts with `*` or `//`), not code. */
function inComment(source: string, at: number): boolean {
  const line = source.slice(source.lastIndexOf('\n', at) + 1, at).trimStart();
  return line.startsWith('*') || line.startsWith('/*') || line.startsWith('//');
}

/** An interpolation that may read props: a function written in it. */
const readsProps = (text: string) => /=>|\bfunction\b/.test(text);

/**
 * The Vite plugin, for builds only (the dev server keeps names by text hash): sources under `sourceDir` in every
 * environment, the browser's (`client`) with only the names. Runs after compactStyles, which compacts the text kept.
 */
export function styleTemplateNamesVitePlugin(sourceDir: RegExp, root: string): Plugin {
  const files = new Map<string, string>();
  return {
    name: 'pallone:style-template-names',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!sourceDir.test(id) || !/\.tsx?$/.test(id) || id.includes('node_modules')) return null;
      const file = path.relative(root, id.split('?')[0] ?? id).replaceAll('\\', '/');
      const other = files.get(fileNamePart(file));
      if (other !== undefined && other !== file)
        throw new Error(`${file} and ${other} give their style templates the same names: rename one`);
      files.set(fileNamePart(file), file);
      return { code: nameStyleTemplates(code, file, this.environment.name === 'client'), map: null };
    },
  };
}
