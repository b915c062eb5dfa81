/** Why a formula could not be read or computed; the reason is a stable code, the detail is for logs. */

export type ExpressionErrorReason =
  | 'TOO_LONG'
  | 'TOO_DEEP'
  | 'SYNTAX'
  | 'UNKNOWN_NAME'
  | 'UNKNOWN_FUNCTION'
  | 'NOT_FINITE';

export class ExpressionError extends Error {
  override name = 'ExpressionError';
  readonly reason: ExpressionErrorReason;

  constructor(reason: ExpressionErrorReason, detail: string) {
    super(`${reason}: ${detail}`);
    this.reason = reason;
  }
}
