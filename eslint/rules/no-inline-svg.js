/**
 * Every icon the app draws lives in src/components/icons, so one icon is drawn one way and a
 * gallery can show them all; anywhere else an <svg> element is refused.
 */
export default {
  meta: {
    type: 'problem',
    messages: {
      inlineSvg: 'Draw icons through a named component of @/components/icons, not an inline <svg>.',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'svg') {
          context.report({ node, messageId: 'inlineSvg' });
        }
      },
    };
  },
};
