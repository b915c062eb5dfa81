/**
 * Reads a formula into a tree. Grammar, loosest first: one optional comparison (< <= > >= == !=,
 * worth 1 or 0, for rate tiers), + and -, * and /, unary minus, ^ (right-associative), then
 * numbers, factor names, min(...)/max(...) and parentheses.
 */
import { ExpressionError } from './expression-error.ts';
import { type Operator, type Token, tokenize } from './tokenize.ts';

export type FunctionName = 'min' | 'max';
export type ComparisonOperator = '<' | '<=' | '>' | '>=' | '==' | '!=';
export type ArithmeticOperator = '+' | '-' | '*' | '/' | '^';

export type Expression =
  | { type: 'number'; value: number }
  | { type: 'name'; name: string }
  | { type: 'negate'; operand: Expression }
  | { type: 'binary'; operator: ArithmeticOperator | ComparisonOperator; left: Expression; right: Expression }
  | { type: 'call'; name: FunctionName; args: Expression[] };

const FUNCTIONS: readonly FunctionName[] = ['min', 'max'];
const COMPARISONS: readonly Operator[] = ['<', '<=', '>', '>=', '==', '!='];
/** Deep enough for any real formula, shallow enough never to overflow the stack. */
const MAX_DEPTH = 64;

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parseAll(): Expression {
    const expression = this.parseComparison();
    const extra = this.tokens[this.index];
    if (extra) {
      throw new ExpressionError('SYNTAX', `unexpected token at ${extra.position}`);
    }
    return expression;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private isOperator(...operators: readonly Operator[]): Operator | undefined {
    const token = this.peek();
    return token?.type === 'operator' && operators.includes(token.value) ? token.value : undefined;
  }

  private expectParen(paren: '(' | ')'): void {
    const token = this.peek();
    if (token?.type !== 'paren' || token.value !== paren) {
      throw new ExpressionError('SYNTAX', `"${paren}" expected at ${token?.position ?? 'end'}`);
    }
    this.index += 1;
  }

  private nested<T>(parse: () => T): T {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) {
      throw new ExpressionError('TOO_DEEP', `nested more than ${MAX_DEPTH} levels`);
    }
    try {
      return parse();
    } finally {
      this.depth -= 1;
    }
  }

  private parseComparison(): Expression {
    return this.nested(() => {
      const left = this.parseAdditive();
      const operator = this.isOperator(...COMPARISONS);
      if (!operator) {
        return left;
      }
      this.index += 1;
      const right = this.parseAdditive();
      if (this.isOperator(...COMPARISONS)) {
        throw new ExpressionError('SYNTAX', 'comparisons cannot be chained; use parentheses');
      }
      return { type: 'binary', operator: operator as ComparisonOperator, left, right };
    });
  }

  private parseAdditive(): Expression {
    let left = this.parseMultiplicative();
    for (let operator = this.isOperator('+', '-'); operator; operator = this.isOperator('+', '-')) {
      this.index += 1;
      left = { type: 'binary', operator: operator as '+' | '-', left, right: this.parseMultiplicative() };
    }
    return left;
  }

  private parseMultiplicative(): Expression {
    let left = this.parseUnary();
    for (let operator = this.isOperator('*', '/'); operator; operator = this.isOperator('*', '/')) {
      this.index += 1;
      left = { type: 'binary', operator: operator as '*' | '/', left, right: this.parseUnary() };
    }
    return left;
  }

  private parseUnary(): Expression {
    return this.nested(() => {
      const sign = this.isOperator('+', '-');
      if (!sign) {
        return this.parsePower();
      }
      this.index += 1;
      const operand = this.parseUnary();
      return sign === '-' ? { type: 'negate', operand } : operand;
    });
  }

  private parsePower(): Expression {
    const base = this.parsePrimary();
    if (!this.isOperator('^')) {
      return base;
    }
    this.index += 1;
    // The exponent may carry its own sign: (1 + r) ^ -n.
    return { type: 'binary', operator: '^', left: base, right: this.parseUnary() };
  }

  private parsePrimary(): Expression {
    const token = this.peek();
    if (!token) {
      throw new ExpressionError('SYNTAX', 'unexpected end of formula');
    }
    this.index += 1;
    if (token.type === 'number') {
      return { type: 'number', value: token.value };
    }
    if (token.type === 'name') {
      const next = this.peek();
      return next?.type === 'paren' && next.value === '('
        ? this.parseCall(token.value)
        : { type: 'name', name: token.value };
    }
    if (token.type === 'paren' && token.value === '(') {
      const inner = this.parseComparison();
      this.expectParen(')');
      return inner;
    }
    throw new ExpressionError('SYNTAX', `unexpected token at ${token.position}`);
  }

  private parseCall(name: string): Expression {
    const functionName = FUNCTIONS.find((candidate) => candidate === name);
    if (!functionName) {
      throw new ExpressionError('UNKNOWN_FUNCTION', `"${name}" is not a function`);
    }
    this.expectParen('(');
    const args = [this.parseComparison()];
    while (this.peek()?.type === 'comma') {
      this.index += 1;
      args.push(this.parseComparison());
    }
    this.expectParen(')');
    return { type: 'call', name: functionName, args };
  }
}

export function parseExpression(text: string): Expression {
  const tokens = tokenize(text);
  if (tokens.length === 0) {
    throw new ExpressionError('SYNTAX', 'empty formula');
  }
  return new Parser(tokens).parseAll();
}
