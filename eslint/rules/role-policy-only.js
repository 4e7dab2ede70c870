/**
 * A role compared to a literal id (`role === 2`, `roleId !== '3'`, `[1, 3].includes(role_id)`,
 * `switch (role) { case 1: }`)
 * decides a permission outside src/lib/session/role-policy.ts, where each permission is named and
 * the rule for a role not known yet is stated once. Names ending in role, roleId or role_id count.
 */
const ROLE_NAME = /role(_?id)?$/i;
const EQUALITY = new Set(['==', '===', '!=', '!==']);

function nameOf(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return node.property.name;
  if (node.type === 'ChainExpression') return nameOf(node.expression);
  if (node.type === 'LogicalExpression') return nameOf(node.left);
  if (node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression') return nameOf(node.expression);
  return null;
}

const isRole = (node) => ROLE_NAME.test(nameOf(node) ?? '');

function isIdLiteral(node) {
  if (node.type === 'UnaryExpression' && node.operator === '-') return isIdLiteral(node.argument);
  if (node.type !== 'Literal') return false;
  return typeof node.value === 'number' || (typeof node.value === 'string' && /^\d+$/.test(node.value));
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Role decisions go through the named permissions of lib/session/role-policy.' },
    messages: {
      literal:
        'Compare no role to a literal id here: ask a named permission of @/lib/session/role-policy (mayUseTemplates, mayEditBankAccount ...).',
    },
    schema: [],
  },
  create(context) {
    return {
      BinaryExpression(node) {
        if (!EQUALITY.has(node.operator)) return;
        const hit = (isRole(node.left) && isIdLiteral(node.right)) || (isRole(node.right) && isIdLiteral(node.left));
        if (hit) context.report({ node, messageId: 'literal' });
      },
      // [1, 3].includes(role)
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || nameOf(callee) !== 'includes') return;
        const list = callee.object;
        const ids = list.type === 'ArrayExpression' && list.elements.some((e) => e && isIdLiteral(e));
        if (ids && node.arguments.some(isRole)) context.report({ node, messageId: 'literal' });
      },
      SwitchStatement(node) {
        if (!isRole(node.discriminant)) return;
        for (const c of node.cases)
          if (c.test && isIdLiteral(c.test)) context.report({ node: c, messageId: 'literal' });
      },
    };
  },
};
