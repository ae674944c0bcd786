// No import circle anywhere in source (`pnpm lint` runs this): files that import each other, even
// through a dozen others and even for types only, load in an order that depends on who came first,
// and cannot be understood, tested or split one at a time. Prints each circle and fails on any.
import ts from 'typescript';
import { relative } from 'node:path';
import { root } from './bundles.mjs';

const SOURCE = /^(server|shell|shared|remotes\/[^/]+)\/src\//;
const isSource = (file) => SOURCE.test(relative(root, file)) && !/\.(test|stories)\.tsx?$/.test(file) && !file.includes('/testing/');

/** Every source file's imports (static, dynamic and type-only), resolved to files. */
export function importGraph() {
  const config = ts.getParsedCommandLineOfConfigFile(`${root}/tsconfig.json`, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const files = config.fileNames.filter(isSource);
  const host = ts.createCompilerHost(config.options);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, config.options, host).resolvedModule?.resolvedFileName;
      if (resolved && !resolved.includes('/node_modules/') && isSource(resolved)) targets.add(resolved);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), or a file importing itself. */
export function circles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const found = [];
  const visit = (v) => {
    meta.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!meta.has(w)) {
        visit(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low !== meta.get(v).index) return;
    const component = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!meta.has(v)) visit(v);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = circles(importGraph());
  for (const c of found) console.error(`import circle of ${c.length} files:\n${c.map((f) => `  ${relative(root, f)}`).join('\n')}`);
  if (found.length) process.exit(1);
  console.log('no import circles');
}
