import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * V8's explicit compile hint (Chrome 136 and later): compile every function of the file while it
 * streams in, on a background thread. Without it, V8 compiles each function on the main thread
 * the first time it runs, which for the scripts a page runs at start was about half their
 * main-thread time (bench:web's phone: 4x that, as blocking time and a later first screen).
 * Other engines read it as a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface ChunkLike {
  name?: string | null;
  files: ReadonlySet<string> | Iterable<string>;
  canBeInitial(): boolean;
}

/** The scripts to mark: those of chunks a page runs at start (initial ones, and `startupChunks` by name). */
export function startupScripts(chunks: Iterable<ChunkLike>, startupChunks: readonly string[]): string[] {
  const files: string[] = [];
  for (const chunk of chunks) {
    if (!chunk.canBeInitial() && !startupChunks.includes(chunk.name ?? '')) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
  }
  return files;
}

/**
 * Rsbuild plugin: puts the hint at the top of the scripts every page runs at start, and only
 * those. Eager compilation of a chunk loaded for a later click (a dialog, the drag code) would
 * spend a phone's memory and battery on code it may never run. Runs after minification (which
 * would drop the comment) and before the content hashes are taken, so names follow the bytes.
 */
export function pluginEagerCompile(startupChunks: readonly string[] = []): RsbuildPlugin {
  return {
    name: 'hackmate:eager-compile',
    setup(api) {
      api.processAssets({ stage: 'dev-tooling' }, ({ compilation, sources }) => {
        for (const file of startupScripts(compilation.chunks, startupChunks)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(EAGER_COMPILE_HINT, source));
        }
      });
    },
  };
}
