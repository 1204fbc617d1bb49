// A Vite build step: every compressible file of the build (scripts,
// styles, SVG, HTML) over 1 KiB gets a brotli (.br) and a gzip (.gz) copy
// beside it, made with Node's own zlib at the highest levels. The Go
// server (web/embed.go) embeds them and sends the one the browser accepts,
// so nothing is compressed per request. Both are deterministic: the same
// input gives the same bytes (gzip's header carries no time).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;
const minBytes = 1024;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** Writes file.br and file.gz for the compressible files under dir; returns how many. */
export function precompress(dir: string): number {
  let n = 0;
  for (const file of walk(dir)) {
    if (!compressible.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < minBytes) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    n++;
  }
  return n;
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'corkboard-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompress(outDir);
    },
  };
}
