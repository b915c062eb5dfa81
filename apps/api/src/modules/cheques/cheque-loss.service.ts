/**
 * Declaring a leaf or a whole chequebook lost or stolen (spec §1: Basic pack too): immediate and
 * final. The leaves become OPPOSED for good (a database trigger refuses any later change), so a
 * later presentation of one is rejected with OPPOSITION.
 */
import type { ChequeOpposition, DeclareChequeLossInput } from '@baraka/contracts';
import { toCalendarDate } from '@baraka/domain';
import { and, asc, eq } from 'drizzle-orm';
import { createReference } from '../../core/ledger/references.ts';
import type { AppDb } from '../../db/client.ts';
import { chequebookRequests, chequeLeaves } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { insertNotification } from '../notifications/index.ts';
import { chequeError } from './cheque-errors.ts';
import { getVisibleChequebookRequest } from './chequebook-requests.queries.ts';

export async function declareChequeLoss(
  db: AppDb,
  auth: AuthContext,
  body: DeclareChequeLossInput,
  now: Date,
): Promise<ChequeOpposition> {
  const request = await getVisibleChequebookRequest(db, auth, body.chequebookId);
  if (request.status === 'REQUESTED') {
    throw chequeError('NOT_PRINTED', 'This chequebook is not printed yet: it has no leaf to declare');
  }
  const reference = createReference(toCalendarDate(now), 'OP');
  const leaves = await db.transaction(async (tx) => {
    const blank = await tx
      .select({ leafNumber: chequeLeaves.leafNumber, status: chequeLeaves.status })
      .from(chequeLeaves)
      .where(
        and(
          eq(chequeLeaves.requestId, request.id),
          body.leafNumber === undefined ? undefined : eq(chequeLeaves.leafNumber, body.leafNumber),
        ),
      )
      .orderBy(asc(chequeLeaves.leafNumber))
      .for('update');
    if (body.leafNumber !== undefined && blank.length === 0) {
      throw chequeError('UNKNOWN_LEAF', 'This leaf is not in this chequebook');
    }
    const opposed = blank.filter((leaf) => leaf.status === 'BLANK').map((leaf) => leaf.leafNumber);
    if (opposed.length === 0) {
      throw chequeError('LEAF_NOT_BLANK', 'Paid or already opposed: nothing left to declare');
    }
    const values = {
      status: 'OPPOSED',
      opposedAt: now,
      oppositionReason: body.reason,
      oppositionReference: reference,
    } as const;
    if (body.leafNumber === undefined) {
      await tx
        .update(chequeLeaves)
        .set(values)
        .where(and(eq(chequeLeaves.requestId, request.id), eq(chequeLeaves.status, 'BLANK')));
      await tx
        .update(chequebookRequests)
        .set({ opposedAt: now })
        .where(eq(chequebookRequests.id, request.id));
    } else {
      await tx.update(chequeLeaves).set(values).where(eq(chequeLeaves.leafNumber, body.leafNumber));
    }
    const what =
      body.leafNumber === undefined
        ? {
            fr: `le chéquier ${request.reference}`,
            en: `chequebook ${request.reference}`,
            ar: `دفتر الشيكات ${request.reference}`,
          }
        : {
            fr: `la formule N° ${body.leafNumber}`,
            en: `leaf No. ${body.leafNumber}`,
            ar: `الصك رقم ${body.leafNumber}`,
          };
    await insertNotification(tx, {
      customerId: request.customerId,
      userId: auth.userId,
      category: 'DEFAULT',
      key: 'CHEQUE_OPPOSITION',
      params: { reference },
      title: { fr: 'Opposition enregistrée', en: 'Opposition recorded', ar: 'تم تسجيل الاعتراض' },
      content: {
        fr: `Opposition ${reference} sur ${what.fr} : aucun paiement ne sera fait.`,
        en: `Opposition ${reference} on ${what.en}: it will never be paid.`,
        ar: `اعتراض ${reference} على ${what.ar}: لن يتم أي دفع.`,
      },
      subjectId: request.id,
      at: now,
    });
    return opposed;
  });
  return { reference, chequebookId: request.id, leaves, reason: body.reason, declaredAt: now.toISOString() };
}
