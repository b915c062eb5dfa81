/** Computes a parsed formula over named values, and lists the names a formula reads. */
import { ExpressionError } from './expression-error.ts';
import { type Expression, parseExpression } from './parse.ts';

/** The values a formula may read, by factor or formula name. A Map, so no prototype key is ever reachable. */
export type Scope = ReadonlyMap<string, number>;

const applyBinary = (operator: string, left: number, right: number): number => {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    case '^':
      return left ** right;
    case '<':
      return left < right ? 1 : 0;
    case '<=':
      return left <= right ? 1 : 0;
    case '>':
      return left > right ? 1 : 0;
    case '>=':
      return left >= right ? 1 : 0;
    case '==':
      return left === right ? 1 : 0;
    default:
      return left !== right ? 1 : 0;
  }
};

const evaluateNode = (node: Expression, scope: Scope): number => {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'name': {
      const value = scope.get(node.name);
      if (value === undefined) {
        throw new ExpressionError('UNKNOWN_NAME', `"${node.name}" has no value`);
      }
      return value;
    }
    case 'negate':
      return -evaluateNode(node.operand, scope);
    case 'binary':
      return applyBinary(node.operator, evaluateNode(node.left, scope), evaluateNode(node.right, scope));
    case 'call': {
      const args = node.args.map((arg) => evaluateNode(arg, scope));
      return node.name === 'min' ? Math.min(...args) : Math.max(...args);
    }
  }
};

// Product definitions are few and evaluated often (every slider move, every schedule): parse once.
const PARSED = new Map<string, Expression>();
const MAX_CACHED = 512;

/** The tree of a formula, parsed once per distinct text. Throws ExpressionError on a bad formula. */
export function compileExpression(text: string): Expression {
  const cached = PARSED.get(text);
  if (cached) {
    return cached;
  }
  const parsed = parseExpression(text);
  if (PARSED.size >= MAX_CACHED) {
    PARSED.clear();
  }
  PARSED.set(text, parsed);
  return parsed;
}

/** The value of a formula; a division by zero or an overflow is an error, never Infinity or NaN. */
export function evaluateExpression(text: string, scope: Scope): number {
  const value = evaluateNode(compileExpression(text), scope);
  if (!Number.isFinite(value)) {
    throw new ExpressionError('NOT_FINITE', `"${text}" gives ${value}`);
  }
  return value;
}

const collect = (node: Expression, names: Set<string>): void => {
  switch (node.type) {
    case 'name':
      names.add(node.name);
      return;
    case 'negate':
      collect(node.operand, names);
      return;
    case 'binary':
      collect(node.left, names);
      collect(node.right, names);
      return;
    case 'call':
      for (const arg of node.args) {
        collect(arg, names);
      }
      return;
    default:
      return;
  }
};

/** The factor and formula names a formula reads, to check a product definition before use. */
export function listExpressionNames(text: string): string[] {
  const names = new Set<string>();
  collect(compileExpression(text), names);
  return [...names];
}
