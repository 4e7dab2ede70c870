/**
 * Which dialog, drawer or sheet of a screen is open is held one way, by useOverlay
 * (src/lib/use-overlay.ts): one open at a time, what it shows kept while it closes. A useState whose
 * value is named as an open flag or a dialog (`open`, `xOpen`, `dialog`, `xDialog`) is refused.
 */
const OVERLAY_NAME = /^(open|dialog)$|(Open|Dialog)$/;

export default {
  meta: {
    type: 'problem',
    messages: {
      overlayState:
        "'{{name}}' holds which overlay is open: use useOverlay from @/lib/use-overlay instead of useState.",
    },
    schema: [],
  },
  create(context) {
    return {
      VariableDeclarator(node) {
        const call = node.init;
        if (node.id.type !== 'ArrayPattern' || call?.type !== 'CallExpression') return;
        const callee = call.callee;
        const isUseState =
          (callee.type === 'Identifier' && callee.name === 'useState') ||
          (callee.type === 'MemberExpression' &&
            callee.property.type === 'Identifier' &&
            callee.property.name === 'useState');
        const first = node.id.elements[0];
        if (isUseState && first?.type === 'Identifier' && OVERLAY_NAME.test(first.name)) {
          context.report({ node: first, messageId: 'overlayState', data: { name: first.name } });
        }
      },
    };
  },
};
