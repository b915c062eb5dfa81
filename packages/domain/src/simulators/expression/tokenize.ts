/** Splits a simulator formula ("amount * rate / 1200") into tokens; anything else is refused. */
import { ExpressionError } from './expression-error.ts';

export type Token =
  | { type: 'number'; value: number; position: number }
  | { type: 'name'; value: string; position: number }
  | { type: 'operator'; value: Operator; position: number }
  | { type: 'paren'; value: '(' | ')'; position: number }
  | { type: 'comma'; position: number };

export type Operator = '+' | '-' | '*' | '/' | '^' | '<' | '<=' | '>' | '>=' | '==' | '!=';

/** Formulas are short; the cap keeps a hostile or broken definition from costing anything. */
export const MAX_EXPRESSION_LENGTH = 1_000;

const NUMBER = /^\d+(?:\.\d+)?/;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
const OPERATORS: readonly Operator[] = ['<=', '>=', '==', '!=', '+', '-', '*', '/', '^', '<', '>'];

export function tokenize(text: string): Token[] {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionError('TOO_LONG', `longer than ${MAX_EXPRESSION_LENGTH} characters`);
  }
  const tokens: Token[] = [];
  let position = 0;
  while (position < text.length) {
    const rest = text.slice(position);
    const char = rest.charAt(0);
    if (/\s/.test(char)) {
      position += 1;
      continue;
    }
    const number = NUMBER.exec(rest)?.[0];
    if (number !== undefined) {
      tokens.push({ type: 'number', value: Number(number), position });
      position += number.length;
      continue;
    }
    const name = NAME.exec(rest)?.[0];
    if (name !== undefined) {
      tokens.push({ type: 'name', value: name, position });
      position += name.length;
      continue;
    }
    const operator = OPERATORS.find((candidate) => rest.startsWith(candidate));
    if (operator !== undefined) {
      tokens.push({ type: 'operator', value: operator, position });
      position += operator.length;
      continue;
    }
    if (char === '(' || char === ')') {
      tokens.push({ type: 'paren', value: char, position });
    } else if (char === ',') {
      tokens.push({ type: 'comma', position });
    } else {
      throw new ExpressionError('SYNTAX', `unexpected "${char}" at ${position}`);
    }
    position += 1;
  }
  return tokens;
}
