/**
 * A cached read against the bare route, measured in alternating short runs (bare, API, bare, API, …, bare): each
 * API run is compared with the mean of the bare runs on either side, and the median of those ratios is the figure.
 * On a 2-core machine one long run of each moved the ratio by ±0.15 from one `npm run bench` to the next, in the
 * bare route's figure as much as the API's (the machine's drift); alternating puts the drift on both sides alike.
 */
export interface RunFigures {
  rps: number;
  p99: number;
}

export interface AlternatingResult {
  /** Median requests per second of the API runs, and of the bare runs. */
  rps: number;
  bareRps: number;
  /** Worst p99 of the API runs, and of the bare runs. */
  p99: number;
  bareP99: number;
  /** Median of each API run's ratio to the mean of its neighbouring bare runs. */
  ratio: number;
  ratios: number[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs `bare`, then `rounds` times `api` and `bare`, and sums them up. */
export async function alternate(
  rounds: number,
  api: () => Promise<RunFigures>,
  bare: () => Promise<RunFigures>,
): Promise<AlternatingResult> {
  const bareRuns = [await bare()];
  const apiRuns: RunFigures[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const apiRun = await api();
    const after = await bare();
    ratios.push(apiRun.rps / ((bareRuns.at(-1)!.rps + after.rps) / 2));
    apiRuns.push(apiRun);
    bareRuns.push(after);
  }
  return {
    rps: median(apiRuns.map((run) => run.rps)),
    bareRps: median(bareRuns.map((run) => run.rps)),
    p99: Math.max(...apiRuns.map((run) => run.p99)),
    bareP99: Math.max(...bareRuns.map((run) => run.p99)),
    ratio: median(ratios),
    ratios,
  };
}
