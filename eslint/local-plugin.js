// The repository's own lint rules.
// - no-cycle: no import cycle, counting `import type`, re-exports and dynamic import() (import-x's no-cycle
//   skips type-only imports, and a cycle of types still ties the modules' meaning together).
import { cyclesOf, resolveSpecifier } from './import-graph.js';

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only and dynamic imports included.' },
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{target}} imports back into this file (through {{members}}). Move what both need into a module of its own.',
    },
  },
  create(context) {
    const file = context.filename;
    const component = cyclesOf(root).get(file);
    if (!component) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveSpecifier(file, source.value);
      if (!target || !component.has(target)) return;
      const members = [...component].map((member) => member.slice(root.length + 1)).join(', ');
      context.report({ node, messageId: 'cycle', data: { target: source.value, members } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'no-cycle': noCycle } };
