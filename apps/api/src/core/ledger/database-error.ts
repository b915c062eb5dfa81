/** Finds the PostgreSQL error under drizzle's wrapper, on both drivers (pg and PGlite). */

export type DatabaseErrorInfo = { code: string; constraint?: string };

export function findDatabaseError(error: unknown): DatabaseErrorInfo | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      const constraint =
        'constraint' in current && typeof current.constraint === 'string' ? current.constraint : undefined;
      return { code: current.code, constraint };
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const isConstraintViolation = (error: unknown, constraint: string): boolean =>
  findDatabaseError(error)?.constraint === constraint;
