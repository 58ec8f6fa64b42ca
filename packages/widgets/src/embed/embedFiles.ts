/**
 * Which built files a page loads (decision 030): the build reads them from esbuild's metafile, writes them into
 * `pallone-widgets.js` (which imports them all at once instead of one import level at a time) and into
 * `dist/embed/pallone-widgets.files.json` (what size-limit measures). Paths are relative to the script.
 */
import type { WidgetExportName } from './widgetNames.ts';

export interface EmbedFiles {
  /** The runtime module first, then every chunk it imports: what any page loads. */
  runtime: string[];
  /** Each widget's chunk first, then the chunks it imports that the runtime does not. */
  widgets: Partial<Record<WidgetExportName, string[]>>;
}

/** The part of esbuild's metafile read here. */
export interface EmbedMetafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

export interface EmbedEntries {
  /** The runtime's source file, as the metafile names it. */
  runtime: string;
  /** Each widget's source file, as the metafile names it. */
  widgets: Partial<Record<WidgetExportName, string>>;
  /** An output path of the metafile → its path relative to the script. */
  relative: (output: string) => string;
}

function staticImports(metafile: EmbedMetafile, output: string, into: Set<string>): Set<string> {
  if (into.has(output)) return into;
  into.add(output);
  for (const imported of metafile.outputs[output]?.imports ?? []) {
    if (imported.kind === 'import-statement') staticImports(metafile, imported.path, into);
  }
  return into;
}

function outputOf(metafile: EmbedMetafile, entryPoint: string): string {
  const found = Object.keys(metafile.outputs).find(
    (output) => output.endsWith('.js') && metafile.outputs[output]?.entryPoint === entryPoint,
  );
  if (!found) throw new Error(`The embed build has no output for ${entryPoint}`);
  return found;
}

export function embedFilesOf(metafile: EmbedMetafile, entries: EmbedEntries): EmbedFiles {
  const runtime = staticImports(metafile, outputOf(metafile, entries.runtime), new Set());
  const widgets: EmbedFiles['widgets'] = {};
  for (const [name, source] of Object.entries(entries.widgets) as [WidgetExportName, string][]) {
    const files = staticImports(metafile, outputOf(metafile, source), new Set());
    widgets[name] = [...files].filter((file) => !runtime.has(file)).map(entries.relative);
  }
  return { runtime: [...runtime].map(entries.relative), widgets };
}
