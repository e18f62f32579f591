// The import graph of the repository's own TypeScript files, type-only and dynamic imports included, and its
// cycles (strongly connected components of more than one file, or a file that imports itself). Read once per
// lint run; used by the `local/no-cycle` rule, which import-x's no-cycle cannot replace because it skips
// `import type`.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results', '.git']);

function sourceFiles(dir, into = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, into);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) into.push(path);
  }
  return into;
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository file a relative specifier names, or null (packages and assets are not ours). */
export function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const suffix of CANDIDATES) {
    const path = base + suffix;
    if (SOURCE.test(path) && existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** Every relative import of a file: static, type-only, re-exports and dynamic import(). */
export function importsOf(file, text = readFileSync(file, 'utf8')) {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((ref) => ref.fileName);
}

function stronglyConnected(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const components = [];
  const visit = (node) => {
    const entry = { index, low: index, onStack: true };
    state.set(node, entry);
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const seen = state.get(next);
      if (!seen) {
        visit(next);
        entry.low = Math.min(entry.low, state.get(next).low);
      } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
    }
    if (entry.low === entry.index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? new Set()).has(node)) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return components;
}

const cache = new Map();

/** For a repository root: the component (a Set of files) each file in a cycle belongs to. */
export function cyclesOf(root) {
  const known = cache.get(root);
  if (known) return known;
  const graph = new Map();
  for (const file of ['src', 'server', 'tests', 'scripts'].flatMap((dir) =>
    existsSync(join(root, dir)) ? sourceFiles(join(root, dir)) : [],
  )) {
    const targets = new Set();
    for (const specifier of importsOf(file)) {
      const target = resolveSpecifier(file, specifier);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  const componentOf = new Map();
  for (const component of stronglyConnected(graph)) {
    const members = new Set(component);
    for (const file of component) componentOf.set(file, members);
  }
  cache.set(root, componentOf);
  return componentOf;
}
