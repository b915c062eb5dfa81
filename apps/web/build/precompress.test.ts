import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'baraka-precompress-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes smaller Brotli and gzip copies of the text files that decode to the same bytes', () => {
    mkdirSync(path.join(folder, 'assets'));
    const script = 'export const greeting = "Marhaba";\n'.repeat(200);
    writeFileSync(path.join(folder, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(folder, 'index.html'), `<!doctype html>${'<p>baraka</p>'.repeat(100)}`);
    writeFileSync(path.join(folder, 'tiny.css'), 'a{}');
    writeFileSync(path.join(folder, 'logo.png'), Buffer.alloc(4096, 7));

    const written = precompressDirectory(folder).map((file) => path.relative(folder, file));

    expect(written.sort()).toEqual([
      path.join('assets', 'index-abc123.js.br'),
      path.join('assets', 'index-abc123.js.gz'),
      'index.html.br',
      'index.html.gz',
    ]);
    const file = path.join(folder, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
  });
});
