/**
 * The Equation rule's expression language (grammar on /docs/rules/Misc/Number/Equation): a
 * recursive-descent parser and an evaluator with the page's tolerance, short-circuit and stop
 * reasons. Written by hand because the language is Guildforge's own.
 */
export type Node =
  | { kind: 'number'; value: number }
  | { kind: 'field'; name: string }
  | { kind: 'call'; name: string; args: Node[] }
  | { kind: 'unary'; op: '-' | '!'; operand: Node }
  | { kind: 'binary'; op: string; left: Node; right: Node };

const TOKEN = /\s*(?:(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|([a-z][a-z0-9_]*)|(\|\||&&|==|!=|<=|>=|[-+*/%<>!(),]))/y;

export function tokenize(source: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let position = 0;
  while (position < source.length) {
    if (/^\s*$/.test(source.slice(position))) break;
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(source);
    if (!match) throw new SyntaxError(`Unexpected character at ${position}`);
    tokens.push(match[1] ?? match[2] ?? match[3]!);
    position = TOKEN.lastIndex;
  }
  return tokens;
}

export const FUNCTIONS = new Set(['abs', 'floor', 'ceil', 'round', 'sqrt', 'pow', 'min', 'max']);

export function parseExpression(source: string): Node {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string): string => {
    const token = tokens[at];
    if (token === undefined || (expected !== undefined && token !== expected)) throw new SyntaxError(`Expected ${expected ?? 'a token'}`);
    at += 1;
    return token;
  };
  const binary = (next: () => Node, ops: readonly string[]) => (): Node => {
    let left = next();
    while (ops.includes(peek() ?? '')) {
      const op = take();
      left = { kind: 'binary', op, left, right: next() };
    }
    return left;
  };
  const primary = (): Node => {
    const token = take();
    if (token === '(') {
      const inner = or();
      take(')');
      return inner;
    }
    if (/^\d/.test(token)) return { kind: 'number', value: Number(token) };
    if (/^[a-z]/.test(token)) {
      if (peek() === '(') {
        take('(');
        const args = [or()];
        while (peek() === ',') {
          take(',');
          args.push(or());
        }
        take(')');
        if (!FUNCTIONS.has(token)) throw new SyntaxError(`Unknown function ${token}`);
        return { kind: 'call', name: token, args };
      }
      return { kind: 'field', name: token };
    }
    throw new SyntaxError(`Unexpected ${token}`);
  };
  const unary = (): Node => (peek() === '-' ? (take(), { kind: 'unary', op: '-', operand: unary() }) : primary());
  const product = binary(unary, ['*', '/', '%']);
  const sum = binary(product, ['+', '-']);
  const comparison = (): Node => {
    const left = sum();
    if (['==', '!=', '<', '<=', '>', '>='].includes(peek() ?? '')) {
      const op = take();
      return { kind: 'binary', op, left, right: sum() };
    }
    return left;
  };
  const not = (): Node => (peek() === '!' ? (take(), { kind: 'unary', op: '!', operand: not() }) : comparison());
  const and = binary(not, ['&&']);
  const or: () => Node = binary(and, ['||']);
  const tree = or();
  if (at !== tokens.length) throw new SyntaxError(`Unexpected ${tokens[at]}`);
  return tree;
}

export function fieldNames(node: Node, into: string[] = []): string[] {
  if (node.kind === 'field' && !into.includes(node.name)) into.push(node.name);
  if (node.kind === 'call') node.args.forEach((arg) => fieldNames(arg, into));
  if (node.kind === 'unary') fieldNames(node.operand, into);
  if (node.kind === 'binary') {
    fieldNames(node.left, into);
    fieldNames(node.right, into);
  }
  return into;
}

export class EvaluationStop extends Error {
  constructor(readonly reason: 'division_by_zero' | 'sqrt_of_negative' | 'non_finite_result') {
    super(reason);
  }
}

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new EvaluationStop('non_finite_result');
  return value;
}

export function evaluate(node: Node, values: Readonly<Record<string, number>>, tolerance: number): number | boolean {
  const num = (n: Node) => evaluate(n, values, tolerance) as number;
  const bool = (n: Node) => evaluate(n, values, tolerance) as boolean;
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'field':
      return values[node.name]!;
    case 'unary':
      return node.op === '-' ? -num(node.operand) : !bool(node.operand);
    case 'call': {
      const args = node.args.map(num);
      const [x = 0, y = 0] = args;
      switch (node.name) {
        case 'abs':
          return Math.abs(x);
        case 'floor':
          return Math.floor(x);
        case 'ceil':
          return Math.ceil(x);
        case 'round':
          return Math.sign(x) * Math.round(Math.abs(x));
        case 'sqrt':
          if (x < 0) throw new EvaluationStop('sqrt_of_negative');
          return Math.sqrt(x);
        case 'pow':
          return finite(x ** y);
        case 'min':
          return Math.min(...args);
        default:
          return Math.max(...args);
      }
    }
    case 'binary': {
      if (node.op === '&&') return bool(node.left) && bool(node.right);
      if (node.op === '||') return bool(node.left) || bool(node.right);
      const a = num(node.left);
      const b = num(node.right);
      switch (node.op) {
        case '+':
          return finite(a + b);
        case '-':
          return finite(a - b);
        case '*':
          return finite(a * b);
        case '/':
          if (b === 0) throw new EvaluationStop('division_by_zero');
          return finite(a / b);
        case '%':
          if (b === 0) throw new EvaluationStop('division_by_zero');
          return finite(a % b);
        case '==':
          return Math.abs(a - b) <= tolerance;
        case '!=':
          return Math.abs(a - b) > tolerance;
        case '<':
          return a < b - tolerance;
        case '<=':
          return a <= b + tolerance;
        case '>':
          return a > b + tolerance;
        default:
          return a >= b - tolerance;
      }
    }
  }
}
