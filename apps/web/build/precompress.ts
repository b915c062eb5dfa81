/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the built app, so the
 * server answers each browser with the smallest encoding it accepts without compressing per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml|map)$/;
// Below this, headers outweigh what compression saves.
const MIN_BYTES = 1024;

const listFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });

/** Compresses the text files below `directory`; answers the files it wrote. */
export function precompressDirectory(directory: string): string[] {
  const written: string[] = [];
  for (const file of listFiles(directory)) {
    if (!TEXT_FILE.test(file) || statSync(file).size < MIN_BYTES) {
      continue;
    }
    const content = readFileSync(file);
    const encodings = [
      [
        '.br',
        brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      ],
      ['.gz', gzipSync(content, { level: 9 })],
    ] as const;
    for (const [extension, compressed] of encodings) {
      if (compressed.length < content.length) {
        writeFileSync(`${file}${extension}`, compressed);
        written.push(`${file}${extension}`);
      }
    }
  }
  return written;
}

/** The Vite plugin: runs once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'baraka-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
