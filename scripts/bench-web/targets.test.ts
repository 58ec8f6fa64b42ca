import { describe, expect, it } from 'vitest';
import { percentile } from './renderLatency.ts';
import { medianRun, missedTargets, type PageResult } from './targets.ts';

const render = { requests: 100, rps: 20, p50Ms: 20, p95Ms: 40, p99Ms: 60 };
const lighthouse = {
  performanceScore: 96,
  cls: 0.002,
  lcpMs: 1500,
  tbtMs: 100,
  fcpMs: 1000,
  jsTransferBytes: 400_000,
  jsGzipBytes: 140_000,
  scripts: [],
};

describe('missedTargets', () => {
  it('names nothing when every figure is within its target', () => {
    expect(missedTargets({ name: 'home', path: '/', lighthouse, render })).toEqual([]);
  });

  it('names each missed target with the page and the figure', () => {
    const page: PageResult = {
      name: 'home',
      path: '/',
      lighthouse: { ...lighthouse, performanceScore: 95, cls: 0.0021, jsGzipBytes: 151_200 },
      render: { ...render, p95Ms: 50 },
    };
    expect(missedTargets(page)).toEqual([
      'home (/): performance score 95 < 96',
      'home (/): CLS 0.0021 > 0.002',
      'home (/): initial JS 151.2 KB gzip > 150 KB',
      'home (/): server render p95 50 ms ≥ 50 ms',
    ]);
  });
});

describe('medianRun and percentile', () => {
  it('keeps the run with the middle score', () => {
    const runs = [{ performanceScore: 91 }, { performanceScore: 70 }, { performanceScore: 85 }];
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it('takes the nearest-rank percentile', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.95)).toBe(95);
    expect(percentile([7], 0.95)).toBe(7);
  });
});
