import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|ico)$/;
/** Below this the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip -9) beside every text asset of a
 * build, so the server sends compressed bytes without compressing per request. Build time is
 * the right moment for the slowest, smallest settings: each file is compressed once.
 */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  const jobs: Promise<unknown>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    count++;
    jobs.push(
      readFile(file).then((raw) =>
        Promise.all([
          brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }).then((b) =>
            writeFile(`${file}.br`, b),
          ),
          gzipAsync(raw, { level: 9 }).then((g) => writeFile(`${file}.gz`, g)),
        ]),
      ),
    );
  }
  await Promise.all(jobs);
  return count;
}

/** Rsbuild plugin: precompress the production output once it is written. */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'hackmate:precompress',
    setup(api) {
      // Only production builds: the dev server compresses on the fly.
      api.onAfterBuild(async () => {
        await precompressDir(api.context.distPath);
      });
    },
  };
}
