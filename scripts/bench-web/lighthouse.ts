/**
 * Lighthouse (mobile form factor, simulated throttling: its default config) on Debian's Chromium, launched once
 * by chrome-launcher; never a downloaded browser.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { builtScriptSizes } from './initialJs.ts';
import type { LighthouseFigures } from './targets.ts';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const MAX_ATTEMPTS = 3;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export interface LighthouseRunner {
  run(url: string): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

function numeric(audits: Record<string, { numericValue?: number }>, id: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse audit ${id} has no value`);
  return value;
}

export async function startLighthouse(options: {
  clientDir: string;
  headers: Record<string, string>;
}): Promise<LighthouseRunner> {
  const chrome: LaunchedChrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  return {
    async run(url) {
      let lhr;
      // A run Lighthouse itself asks to repeat (NO_NAVSTART: it lost the trace's navigation start) is run again,
      // up to three times, instead of ending the benchmark.
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: options.headers,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        lhr = result.lhr;
        if (!lhr.runtimeError) break;
        if (attempt === MAX_ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
        console.log(`lighthouse ${url}: ${lhr.runtimeError.code}, run again (${attempt}/${MAX_ATTEMPTS})`);
      }
      const score = lhr.categories.performance?.score;
      if (score === null || score === undefined)
        throw new Error(`Lighthouse on ${url}: no performance score`);
      const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
      const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
      const sizes = await builtScriptSizes(
        options.clientDir,
        new URL(url).origin,
        scripts.map((item) => item.url),
      );
      return {
        performanceScore: Math.round(score * 100),
        cls: numeric(lhr.audits, 'cumulative-layout-shift'),
        lcpMs: numeric(lhr.audits, 'largest-contentful-paint'),
        tbtMs: numeric(lhr.audits, 'total-blocking-time'),
        fcpMs: numeric(lhr.audits, 'first-contentful-paint'),
        jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        jsGzipBytes: sizes.reduce((sum, item) => sum + item.gzipBytes, 0),
        scripts: sizes,
      };
    },
    async close() {
      chrome.kill();
    },
  };
}
