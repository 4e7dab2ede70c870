/**
 * A tinted box (a pale red, amber, green or blue background) says something: a failure, a warning, a
 * success, a note. The kit says it one way (src/components/ui/tone.ts, through Callout, Badge and the
 * rest); outside the kit a pale tinted background in a class string is refused. Strong fills (a
 * transfer card, a divider line) and hover tints are not boxes and pass.
 */
const HUES = 'red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const TINT = new RegExp(`(?:^|\\s)(?:dark:)?bg-(?:${HUES})-(?:50|100|200|950)(?:/\\d+)?(?=\\s|$)`);

export default {
  meta: {
    type: 'problem',
    messages: {
      tintedBox:
        'A tinted background says a tone: use the kit (Callout, Badge, boxTone and the others in @/components/ui/tone).',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (TINT.test(text)) context.report({ node, messageId: 'tintedBox' });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};
