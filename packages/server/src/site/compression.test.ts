import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, CompressedFiles, isCompressible } from './compression.ts';

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});

describe('isCompressible', () => {
  it('compresses text, scripts and SVG but not images or fonts', () => {
    expect(isCompressible('text/javascript; charset=utf-8')).toBe(true);
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('image/webp')).toBe(false);
    expect(isCompressible('font/woff2')).toBe(false);
    expect(isCompressible(null)).toBe(false);
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
