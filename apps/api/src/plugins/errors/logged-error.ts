/**
 * What the log keeps of a failure: a failed query's SQL and the database's error, never the values
 * the query was sent with. Drizzle writes them into its error's message and `params`, and the
 * database may quote one in its own message (`invalid input syntax for type integer: "…"`).
 */
import { DrizzleQueryError } from 'drizzle-orm';

const MAX_CAUSES = 8;
/** Shorter values would blank out words of the database's message; they say little on their own. */
const MIN_HIDDEN_LENGTH = 3;
const HIDDEN = '[value]';

/** A copy of `error` with another message and cause; the stack's first line follows the message. */
const copyOf = (error: Error, message: string, cause: unknown): Error => {
  const copy: Error = Object.assign(Object.create(Object.getPrototypeOf(error)), error);
  return Object.assign(copy, { message, stack: error.stack?.replace(error.message, message), cause });
};

const withoutParams = (error: DrizzleQueryError): Error => {
  const values = error.params
    .filter((value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    .map(String)
    .filter((value) => value.length >= MIN_HIDDEN_LENGTH);
  const hide = (text: string) => values.reduce((hidden, value) => hidden.replaceAll(value, HIDDEN), text);
  const driverError = error.cause;
  const cause = driverError ? copyOf(driverError, hide(driverError.message), driverError.cause) : undefined;
  const copy = copyOf(error, `Failed query: ${error.query}`, cause);
  Reflect.deleteProperty(copy, 'params');
  return copy;
};

/** The error to log: the same, unless a failed query is in it or in its causes. */
export const toLoggedError = (error: unknown, depth = 0): unknown => {
  if (!(error instanceof Error) || depth >= MAX_CAUSES) {
    return error;
  }
  if (error instanceof DrizzleQueryError) {
    return withoutParams(error);
  }
  const cause = toLoggedError(error.cause, depth + 1);
  return cause === error.cause ? error : copyOf(error, error.message, cause);
};
