/** Recognises PostgreSQL's unique_violation (23505) through the wrappers of Drizzle and the drivers. */

const UNIQUE_VIOLATION = '23505';

type PgErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The violated unique constraint's name, or null when `error` is not a unique violation. */
export function findUniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as PgErrorLike;
    if (candidate.code === UNIQUE_VIOLATION) {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    current = candidate.cause;
  }
  return null;
}
