// A local ESLint rule: a folder directly under a root imports none of its siblings but the shared ones (issue 42:
// a renderer folder imports renderers/core, never another renderer folder; docs/architecture.md §2). A shared
// folder imports no other folder under the root. Static imports, re-exports and dynamic import() all count: a lazy
// import of another renderer's file is still a knot. One renderer composes another's part through the registry
// (RendererDefinition.parts, lentPart) or by rendering its schema node by `type`.
import { dirname, resolve } from 'node:path';
import { folderOf, importedFolder } from './folders.js';

export const noSiblingImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A folder under a root imports only the shared folders beside it' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, shared: { type: 'array', items: { type: 'string' } }, remedy: { type: 'string' } },
        required: ['root', 'shared'],
        additionalProperties: false,
      },
    ],
    messages: {
      sibling: '{{from}} imports {{to}}: a folder of {{root}} imports only {{shared}}; {{remedy}}',
      sharedUp: '{{from}} is shared and imports {{to}}: a shared folder of {{root}} imports no other folder of it',
    },
  },
  create(context) {
    const { root: rootOption, shared, remedy = 'what both need goes in a shared folder' } = context.options[0];
    const root = resolve(context.cwd, rootOption);
    const from = folderOf(root, context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = importedFolder(root, resolve(dirname(context.filename), source));
      if (!to || to === from) return;
      if (shared.includes(from)) {
        if (!shared.includes(to)) context.report({ node, messageId: 'sharedUp', data: { from, to, root: rootOption } });
        return;
      }
      if (!shared.includes(to)) context.report({ node, messageId: 'sibling', data: { from, to, root: rootOption, shared: shared.join(', '), remedy } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-sibling-imports': noSiblingImports } };
