/**
 * Idempotent execution of a money-moving call. The key is claimed in the same transaction as the
 * operation: a crash leaves neither; a concurrent duplicate waits on the key's row and then reads
 * the first answer; a business refusal is stored too (inside a savepoint, so nothing it began
 * stays), and replays answer the stored bytes. A challenge step is not an answer: never stored.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDb, AppTx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { AppError, isAppError } from '../../plugins/errors/index.ts';
import { retryOnConflict } from './transaction-retry.ts';

/** Keys are kept two days: a client may retry for a day and still get its first answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 48 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** Not drizzle's own names (sp1, sp2…), which a call's nested transactions may use. */
const CALL_SAVEPOINT = 'idempotent_call';

export type StoredAnswer = { statusCode: number; body: string };
export type IdempotentResult = StoredAnswer & { replayed: boolean };

export type IdempotencyClaim = {
  /** Whose key it is: a user id, so two users picking the same key never meet. */
  scope: string;
  key: string;
  requestHash: string;
  now: Date;
};

/** A stable hash of what the call asked for; object keys are sorted so field order does not matter. */
export function hashRequest(parts: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      return value.map(canonical);
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return typeof value === 'bigint' ? value.toString() : value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(parts)))
    .digest('hex');
}

async function readStoredAnswer(tx: AppTx, claim: IdempotencyClaim): Promise<IdempotentResult> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  if (!row || row.statusCode === null || row.responseBody === null) {
    throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  }
  if (row.requestHash !== claim.requestHash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  }
  return { statusCode: row.statusCode, body: row.responseBody, replayed: true };
}

/**
 * What a call answers. `last`, when given, is its last step (usually the posting, which locks the
 * accounts): it runs once the answer is stored, so the locks it takes are held only for it and
 * the commit; if it refuses, its refusal is the answer instead.
 */
export type CallOutcome = StoredAnswer & { last?: () => Promise<unknown> };

export async function runIdempotent(
  db: AppDb,
  claim: IdempotencyClaim,
  execute: (tx: AppTx) => Promise<CallOutcome>,
  renderRefusal: (error: AppError) => StoredAnswer,
): Promise<IdempotentResult> {
  // A deadlock or serialization failure rolled everything back, the key's claim included: run again.
  return retryOnConflict(() => claimIdempotently(db, claim, execute, renderRefusal));
}

const storeAnswer = (tx: AppTx, claim: IdempotencyClaim, answer: StoredAnswer) =>
  tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));

function claimIdempotently(
  db: AppDb,
  claim: IdempotencyClaim,
  execute: (tx: AppTx) => Promise<CallOutcome>,
  renderRefusal: (error: AppError) => StoredAnswer,
): Promise<IdempotentResult> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        scope: claim.scope,
        key: claim.key,
        requestHash: claim.requestHash,
        expiresAt: new Date(claim.now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      return readStoredAnswer(tx, claim);
    }
    // The call runs after a savepoint so that a refusal undoes its work, and the answer stored
    // with it, but keeps the claim. On success the savepoint is left to the commit, which ends it
    // with the transaction: one round trip fewer than releasing it while the accounts are locked.
    await tx.execute(sql.raw(`savepoint ${CALL_SAVEPOINT}`));
    try {
      const { last, ...answer } = await execute(tx);
      await storeAnswer(tx, claim, answer);
      await last?.();
      return { ...answer, replayed: false };
    } catch (error) {
      // Only a refusal (4xx) is the call's outcome. A fault, or a challenge step (2xx, nothing done
      // yet), undoes the claim: the same key sent with the verified code then runs the call.
      if (!isAppError(error) || error.httpStatus < 400 || error.httpStatus >= 500) {
        throw error;
      }
      await tx.execute(sql.raw(`rollback to savepoint ${CALL_SAVEPOINT}`));
      const refusal = renderRefusal(error);
      await storeAnswer(tx, claim, refusal);
      return { ...refusal, replayed: false };
    }
  });
}

/** Hourly housekeeping: keys past their two days are forgotten. */
export async function purgeExpiredIdempotencyKeys(db: AppDb, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
