import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, CompressedFiles, isCompressible } from './compression.ts';

// Brotli preferred, gzip the fallback, q=0 honoured.
describe('chooseEncoding', () => {
  it.each<[string | undefined, string | null]>([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
    ['gzip;q=0, br;q=0', null],
  ])('answers %j with %s', (accepted, encoding) => {
    expect(chooseEncoding(accepted)).toBe(encoding);
  });
});

// Text, scripts and SVG are compressed; images and fonts are not.
describe('isCompressible', () => {
  it.each<[string | null, boolean]>([
    ['text/javascript; charset=utf-8', true],
    ['text/html; charset=utf-8', true],
    ['image/svg+xml', true],
    ['image/webp', false],
    ['font/woff2', false],
    [null, false],
  ])('answers %j with %s', (type, compressible) => {
    expect(isCompressible(type)).toBe(compressible);
  });
});

describe('CompressedFiles', () => {
  it('returns the file compressed, and recompresses when the file changes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pallone-compress-'));
    const file = path.join(dir, 'app.js');
    await writeFile(file, 'console.log("first");'.repeat(200));
    const files = new CompressedFiles();
    const first = await files.get(file, 1, 'br');
    expect(first.length).toBeLessThan(200);
    expect(zlib.brotliDecompressSync(first).toString()).toBe('console.log("first");'.repeat(200));
    await writeFile(file, 'console.log("second");');
    const gz = await files.get(file, 2, 'gzip');
    expect(zlib.gunzipSync(gz).toString()).toBe('console.log("second");');
  });
});
