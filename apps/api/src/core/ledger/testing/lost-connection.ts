/** Tells a lost database connection (the server ended it) from any other failure, through drizzle's wrapping. */

const LOST_MESSAGE = /Connection terminated|not queryable|terminating connection|ECONNRESET/i;

export function isLostConnection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    // 57P01: terminated by an administrator; class 08: connection exceptions.
    if (code === '57P01' || (typeof code === 'string' && code.startsWith('08'))) {
      return true;
    }
    if (LOST_MESSAGE.test(current.message)) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

export type RetryOutcome<T> = { result: T; lostConnections: number };

/** Runs `call` again after each lost connection (a money-moving call retries with the SAME key). */
export async function retryWhileConnectionLost<T>(
  call: () => Promise<T>,
  maxAttempts = 100,
): Promise<RetryOutcome<T>> {
  for (let lostConnections = 0; ; lostConnections += 1) {
    try {
      return { result: await call(), lostConnections };
    } catch (error) {
      if (!isLostConnection(error) || lostConnections + 1 >= maxAttempts) {
        throw error;
      }
    }
  }
}
