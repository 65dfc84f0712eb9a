/**
 * The value of a static MDX expression (`{['Moderation', 'MeshModeration']}`, `{' '}`,
 * `{3}`) from the estree remark-mdx attaches to it. Anything that is not a literal (an
 * identifier, a call) has no static value and gives undefined; nothing is evaluated.
 */
import type { Expression, Program } from 'estree';

const NONE = Symbol('none');

function evaluate(node: Expression | null | undefined): unknown {
  if (!node) return NONE;
  switch (node.type) {
    case 'Literal':
      return 'regex' in node && node.regex ? NONE : node.value;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((quasi) => quasi.value.cooked ?? '').join('') : NONE;
    case 'ArrayExpression': {
      const items = node.elements.map((element) => (element && element.type !== 'SpreadElement' ? evaluate(element) : NONE));
      return items.includes(NONE) ? NONE : items;
    }
    case 'ObjectExpression': {
      const entries: [string, unknown][] = [];
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return NONE;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        const value = evaluate(property.value as Expression);
        if (key === undefined || value === NONE) return NONE;
        entries.push([key, value]);
      }
      return Object.fromEntries(entries);
    }
    case 'UnaryExpression':
      if (node.operator === '-') {
        const value = evaluate(node.argument);
        return typeof value === 'number' ? -value : NONE;
      }
      return NONE;
    default:
      return NONE;
  }
}

/** The static value of an expression's estree, or undefined (comments and references have none). */
export function staticValue(program: Program | undefined, _source: string): unknown {
  const statement = program?.body[0];
  if (!statement || statement.type !== 'ExpressionStatement') return undefined;
  const value = evaluate(statement.expression);
  return value === NONE ? undefined : value;
}
