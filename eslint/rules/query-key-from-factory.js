/**
 * A query key written inline (`queryKey: ['session', 'user-view']`, `getQueryData(['chat', ...])`)
 * can drift from the key its query is cached under, and a refresh by it then misses. Every key comes
 * from its feature's key factory (api/keys.ts), so the cache and its refreshes share one spelling.
 */
const CACHE_READS = new Set(['getQueryData', 'setQueryData', 'getQueryState', 'ensureQueryData', 'fetchQuery']);

function unwrap(node) {
  let n = node;
  while (n && (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression' || n.type === 'TSNonNullExpression'))
    n = n.expression;
  return n;
}

const isInlineKey = (node) => {
  const n = unwrap(node);
  return !!n && (n.type === 'ArrayExpression' || n.type === 'Literal' || n.type === 'TemplateLiteral');
};

export default {
  meta: {
    type: 'problem',
    docs: { description: "Query keys come from the feature's key factory, never written inline." },
    messages: {
      inline:
        "Write no query key inline: take it from the feature's key factory (api/keys.ts) or its xQueryOptions().queryKey.",
    },
    schema: [],
  },
  create(context) {
    return {
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (!node.computed && name === 'queryKey' && isInlineKey(node.value))
          context.report({ node: node.value, messageId: 'inline' });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (CACHE_READS.has(callee.property.name) && node.arguments[0] && isInlineKey(node.arguments[0]))
          context.report({ node: node.arguments[0], messageId: 'inline' });
      },
    };
  },
};
