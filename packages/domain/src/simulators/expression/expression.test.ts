import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateExpression, listExpressionNames } from './evaluate.ts';
import { ExpressionError, type ExpressionErrorReason } from './expression-error.ts';

const scope = new Map([
  ['amount', 150_000],
  ['duration', 20],
  ['rate', 10.25],
]);

const reasonOf = (text: string): ExpressionErrorReason | undefined => {
  try {
    evaluateExpression(text, scope);
    return undefined;
  } catch (error) {
    return error instanceof ExpressionError ? error.reason : undefined;
  }
};

describe('formula evaluator', () => {
  it.each([
    ['2 + 3 * 4', 14],
    ['(2 + 3) * 4', 20],
    ['10 - 4 - 3', 3],
    ['24 / 4 / 2', 3],
    ['2 ^ 3 ^ 2', 512],
    ['-2 ^ 2', -4],
    ['2 ^ -1', 0.5],
    ['- -3', 3],
    ['amount * 0.2', 30_000],
    ['min(3, 1, 2) + max(4, duration)', 21],
    ['duration >= 20', 1],
    ['duration < 20', 0],
    ['duration == 20', 1],
    ['duration != 20', 0],
    ['9.5 + 0.25 * (duration >= 10) + 0.25 * (duration >= 15) + 0.25 * (duration >= 20)', 10.25],
    ['  amount*rate/1200  ', 1281.25],
  ])('computes %s = %d', (text, expected) => {
    expect(evaluateExpression(text, scope)).toBe(expected);
  });

  it.each<[string, ExpressionErrorReason]>([
    ['', 'SYNTAX'],
    ['1 +', 'SYNTAX'],
    ['(1 + 2', 'SYNTAX'],
    ['1 2', 'SYNTAX'],
    ['1 < 2 < 3', 'SYNTAX'],
    ['amount.constructor', 'SYNTAX'],
    ['1e5', 'SYNTAX'],
    ['"text"', 'SYNTAX'],
    ['amount; process', 'SYNTAX'],
    ['eval(1)', 'UNKNOWN_FUNCTION'],
    ['constructor', 'UNKNOWN_NAME'],
    ['__proto__', 'UNKNOWN_NAME'],
    ['unknownFactor * 2', 'UNKNOWN_NAME'],
    ['1 / 0', 'NOT_FINITE'],
    ['0 / 0', 'NOT_FINITE'],
    ['10 ^ 400', 'NOT_FINITE'],
    [`${'('.repeat(100)}1${')'.repeat(100)}`, 'TOO_DEEP'],
    [`${'-'.repeat(100)}1`, 'TOO_DEEP'],
    ['1 + '.repeat(300).concat('1'), 'TOO_LONG'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(reasonOf(text)).toBe(reason);
  });

  it('lists the names a formula reads, not the functions it calls', () => {
    expect(listExpressionNames('max(amount, 0.2 * amount) / (duration * 12) + rate').sort()).toEqual([
      'amount',
      'duration',
      'rate',
    ]);
  });

  type Tree = { text: string; value: number };
  const leaf = fc.oneof(
    fc.integer({ min: 0, max: 1000 }).map((n): Tree => ({ text: String(n), value: n })),
    fc.constantFrom<Tree>(
      { text: 'amount', value: 150_000 },
      { text: 'duration', value: 20 },
      { text: 'rate', value: 10.25 },
    ),
  );
  const { tree } = fc.letrec<{ tree: Tree }>((build) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc
        .tuple(build('tree'), fc.constantFrom('+', '-', '*', '/'), build('tree'))
        .map(([left, operator, right]): Tree => {
          const value =
            operator === '+'
              ? left.value + right.value
              : operator === '-'
                ? left.value - right.value
                : operator === '*'
                  ? left.value * right.value
                  : left.value / right.value;
          return { text: `(${left.text} ${operator} ${right.text})`, value };
        }),
      fc.tuple(build('tree'), build('tree')).map(
        ([a, b]): Tree => ({
          text: `min(${a.text}, ${b.text})`,
          value: Math.min(a.value, b.value),
        }),
      ),
      build('tree').map((inner): Tree => ({ text: `-${inner.text}`, value: -inner.value })),
    ),
  }));

  it('agrees with plain arithmetic on any fully parenthesised formula', () => {
    fc.assert(
      fc.property(tree, ({ text, value }) => {
        if (!Number.isFinite(value)) {
          expect(reasonOf(text)).toBe('NOT_FINITE');
          return;
        }
        expect(evaluateExpression(text, scope)).toBe(value);
      }),
    );
  });

  it('never runs anything but arithmetic, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        try {
          expect(typeof evaluateExpression(text, scope)).toBe('number');
        } catch (error) {
          expect(error).toBeInstanceOf(ExpressionError);
        }
      }),
    );
  });
});
