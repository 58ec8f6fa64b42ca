/**
 * The functions a V8 CPU profile (`node --cpu-prof`, a `.cpuprofile` JSON file) spent most self time in, with the
 * share of all samples each took. `node bench/cpuProfileSummary.ts <file> [top]` prints them as a Markdown table.
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

export interface SelfTime {
  where: string;
  share: number;
}

/** Self-time shares by function (name, file and line), largest first. */
export function selfTimes(profile: CpuProfile): SelfTime[] {
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const samplesByWhere = new Map<string, number>();
  for (const id of profile.samples) {
    const frame = nodeById.get(id)?.callFrame;
    if (!frame) continue;
    const file = frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/packages\//, 'packages/');
    const where =
      `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}` : ''}`.trim();
    samplesByWhere.set(where, (samplesByWhere.get(where) ?? 0) + 1);
  }
  const total = profile.samples.length || 1;
  return [...samplesByWhere]
    .map(([where, count]) => ({ where, share: count / total }))
    .sort((a, b) => b.share - a.share);
}

if (import.meta.main) {
  const [file, top = '25'] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpuProfileSummary.ts <file.cpuprofile> [top]');
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  console.log('| self time | function |\n|---:|---|');
  for (const { where, share } of selfTimes(profile).slice(0, Number(top)))
    console.log(`| ${(share * 100).toFixed(1)} % | \`${where}\` |`);
}
