/** Demo orders of the day for Leila: a payment to Amina booked now, a bill deferred to next week. */
import { addDays, getWorkingDayOnOrAfter, toCalendarDate } from '@baraka/domain';
import type { AppTx } from '../../../db/client.ts';
import { transfers } from '../../../db/schema/index.ts';
import { bookNow, newTransferRow } from '../transfer-create.service.ts';
import { recordStatus } from '../transfer-status.ts';
import { accountsOf } from './seed-links.ts';

/** Leila pays Amina today (booked now, the latest movement) and has a transfer waiting for next week. */
export async function seedLeilaOrders(tx: AppTx, now: Date) {
  const leila = (await accountsOf(tx, '10000003')).find((row) => row.account.accountType === 'MAIN');
  const amina = (await accountsOf(tx, '10000001')).find((row) => row.account.accountType === 'MAIN');
  if (!leila || !amina) {
    return;
  }
  const today = toCalendarDate(now);
  const base = {
    customerId: leila.customerId,
    initiatedBy: null,
    debitAccountId: leila.account.id,
    payeeIban: null,
    payeeBic: null,
    payeeCountry: null,
    beneficiaryId: null,
    standingOrderId: null,
    currency: 'TND',
    debitCurrency: 'TND',
    appliedRate: null,
    idempotencyKey: null,
    channel: 'WEB',
    createdAt: now,
  };
  const gift = newTransferRow({
    ...base,
    type: 'WITHINBANK',
    kind: 'WITHINBANK',
    creditAccountId: amina.account.id,
    payeeName: 'Amina Ben Salah',
    payeeRib: amina.account.rib,
    amountMinor: 200_000n,
    debitAmountMinor: 200_000n,
    feeMinor: 0n,
    dinarMinor: 200_000n,
    reason: 'Cadeau anniversaire',
    requestedDate: null,
    executionDate: today,
    executionReason: 'BOOKED_IMMEDIATELY',
    releaseAt: now,
    clearingAt: null,
  });
  const booked = await bookNow(tx, gift, now);
  await tx.insert(transfers).values(booked.row);
  await recordStatus(tx, booked.row, { ...booked.change, actor: 'CUSTOMER' });
  const date = getWorkingDayOnOrAfter(addDays(today, 7), []);
  const deferred = newTransferRow({
    ...base,
    type: 'NATIONAL',
    kind: 'NATIONAL',
    creditAccountId: null,
    payeeName: 'Clinique Les Jasmins',
    payeeRib: '25001000123456789052',
    amountMinor: 1_250_000n,
    debitAmountMinor: 1_250_000n,
    feeMinor: 700n,
    dinarMinor: 1_250_000n,
    reason: 'Facture 2026-118',
    requestedDate: date,
    executionDate: date,
    executionReason: 'DEFERRED',
    releaseAt: new Date(`${date}T08:15:00+01:00`),
    clearingAt: new Date(`${date}T14:00:00+01:00`),
  });
  await tx.insert(transfers).values(deferred);
  await recordStatus(tx, deferred, { status: 'PENDING', rawStatus: null, actor: 'CUSTOMER', at: now });
}
