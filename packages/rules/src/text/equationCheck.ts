/**
 * What createSchema checks of an Equation expression when the schema is saved (the Equation page):
 * it parses, is a boolean, calls known functions with their number of arguments, names only
 * `number` fields of the schema, and stays within the page's limits. Each problem is one sentence
 * for schema_rule_params_invalid.
 */
import { FUNCTIONS, parseExpression, tokenize, type Node } from './equation.js';

/** The Equation page's limits: 200 tokens, 16 distinct field keys, 32 levels of parentheses and calls. */
export const EQUATION_LIMITS = { tokens: 200, fieldKeys: 16, nesting: 32 } as const;

/** How many arguments each function takes (the page: min and max take 2 to 16). */
export const ARITY: Readonly<Record<string, readonly [number, number]>> = {
  abs: [1, 1],
  floor: [1, 1],
  ceil: [1, 1],
  round: [1, 1],
  sqrt: [1, 1],
  pow: [2, 2],
  min: [2, 16],
  max: [2, 16],
};

type ExpressionType = 'number' | 'boolean';

const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>=']);
const LOGICAL = new Set(['&&', '||']);

/** The type of a node, or throws a TypeError that says which operand is wrong. */
function typeOf(node: Node): ExpressionType {
  const want = (operand: Node, type: ExpressionType, where: string) => {
    const found = typeOf(operand);
    if (found !== type) throw new TypeError(`${where} needs a ${type}, not a ${found}`);
  };
  switch (node.kind) {
    case 'number':
    case 'field':
      return 'number';
    case 'call':
      node.args.forEach((arg, index) => want(arg, 'number', `argument ${index + 1} of ${node.name}()`));
      return 'number';
    case 'unary':
      want(node.operand, node.op === '!' ? 'boolean' : 'number', `unary ${node.op}`);
      return node.op === '!' ? 'boolean' : 'number';
    case 'binary':
      if (LOGICAL.has(node.op)) {
        want(node.left, 'boolean', `the left side of ${node.op}`);
        want(node.right, 'boolean', `the right side of ${node.op}`);
        return 'boolean';
      }
      want(node.left, 'number', `the left side of ${node.op}`);
      want(node.right, 'number', `the right side of ${node.op}`);
      return COMPARISONS.has(node.op) ? 'boolean' : 'number';
  }
}

function calls(node: Node, into: { name: string; count: number }[] = []): { name: string; count: number }[] {
  if (node.kind === 'call') {
    into.push({ name: node.name, count: node.args.length });
    node.args.forEach((arg) => calls(arg, into));
  } else if (node.kind === 'unary') calls(node.operand, into);
  else if (node.kind === 'binary') {
    calls(node.left, into);
    calls(node.right, into);
  }
  return into;
}

function fieldKeys(node: Node, into = new Set<string>()): Set<string> {
  if (node.kind === 'field') into.add(node.name);
  else if (node.kind === 'call') node.args.forEach((arg) => fieldKeys(arg, into));
  else if (node.kind === 'unary') fieldKeys(node.operand, into);
  else if (node.kind === 'binary') {
    fieldKeys(node.left, into);
    fieldKeys(node.right, into);
  }
  return into;
}

/**
 * The problems of `expression` in a schema whose number fields are `numberFields`, as sentences
 * (empty when createSchema would accept it).
 */
export function equationProblems(expression: string, numberFields: ReadonlySet<string>): string[] {
  let tokens: string[];
  try {
    tokens = tokenize(expression);
  } catch (error) {
    return [`/expression does not parse: ${(error as Error).message}`];
  }
  if (tokens.length > EQUATION_LIMITS.tokens) return [`/expression has ${tokens.length} tokens; an expression has at most ${EQUATION_LIMITS.tokens}`];
  let depth = 0;
  let deepest = 0;
  for (const token of tokens) {
    if (token === '(') deepest = Math.max(deepest, ++depth);
    else if (token === ')') depth -= 1;
  }
  if (deepest > EQUATION_LIMITS.nesting) return [`/expression nests ${deepest} levels of parentheses and calls; at most ${EQUATION_LIMITS.nesting} are allowed`];
  let tree: Node;
  try {
    tree = parseExpression(expression);
  } catch (error) {
    const reason = (error as Error).message;
    const unknownFunction = /^Unknown function (\S+)$/.exec(reason);
    if (unknownFunction) return [`/expression calls ${unknownFunction[1]}(), which is not a function of the grammar`];
    return [`/expression does not parse: ${reason === 'Expected a token' ? 'it ends where an operand is expected' : reason}`];
  }
  const problems: string[] = [];
  for (const { name, count } of calls(tree)) {
    const arity = ARITY[name];
    if (!FUNCTIONS.has(name) || !arity) problems.push(`/expression calls ${name}(), which is not a function of the grammar`);
    else if (count < arity[0] || count > arity[1]) {
      problems.push(`/expression calls ${name}() with ${count} argument${count === 1 ? '' : 's'}; it takes ${arity[0] === arity[1] ? arity[0] : `${arity[0]} to ${arity[1]}`}`);
    }
  }
  const keys = [...fieldKeys(tree)];
  if (keys.length > EQUATION_LIMITS.fieldKeys) problems.push(`/expression names ${keys.length} field keys; at most ${EQUATION_LIMITS.fieldKeys} are allowed`);
  const unknown = keys.filter((key) => !numberFields.has(key));
  if (unknown.length) problems.push(`/expression names ${unknown.map((key) => `"${key}"`).join(', ')}, which ${unknown.length === 1 ? 'is not a number field' : 'are not number fields'} of the schema`);
  try {
    const type = typeOf(tree);
    if (type !== 'boolean') problems.push('/expression is a number; it must be a condition (a comparison, or conditions joined with && and ||)');
  } catch (error) {
    problems.push(`/expression: ${(error as Error).message}`);
  }
  return problems;
}
