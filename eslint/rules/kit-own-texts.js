/**
 * Shared code (the kit in src/components, src/lib) reads its texts from `kit` or `common` only: a
 * feature's namespace there ties every other feature using the component to that feature's
 * catalogue, and a rewording for that feature would change it everywhere. A component that needs a
 * feature's words takes them as props.
 */
const ALLOWED = new Set(['kit', 'common']);
const PREFIXED_KEY = /^([a-z][a-z-]*):/;

const stringOf = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null);
const isCalled = (callee, name) =>
  (callee.type === 'Identifier' && callee.name === name) ||
  (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === name);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Shared components read texts from the kit or common namespace only' },
    messages: {
      namespace:
        "Shared code reads texts from 'kit' or 'common' only, not '{{ns}}': move the text to kit, or take it as a prop.",
      dynamic: "Name the namespace with a string ('kit' or 'common') so it can be checked.",
    },
    schema: [],
  },
  create(context) {
    const checkNamespace = (node) => {
      const ns = stringOf(node);
      if (ns === null) context.report({ node, messageId: 'dynamic' });
      else if (!ALLOWED.has(ns)) context.report({ node, messageId: 'namespace', data: { ns } });
    };
    return {
      CallExpression(node) {
        const [first, second] = node.arguments;
        if (isCalled(node.callee, 'useTranslation')) {
          if (!first) return;
          if (first.type === 'ArrayExpression') first.elements.forEach(checkNamespace);
          else checkNamespace(first);
          return;
        }
        if (!isCalled(node.callee, 't')) return;
        const prefix = PREFIXED_KEY.exec(stringOf(first) ?? '');
        if (prefix && !ALLOWED.has(prefix[1])) {
          context.report({ node: first, messageId: 'namespace', data: { ns: prefix[1] } });
        }
        const ns = second?.type === 'ObjectExpression' ? second.properties.find((p) => p.key?.name === 'ns') : null;
        if (ns) checkNamespace(ns.value);
      },
    };
  },
};
