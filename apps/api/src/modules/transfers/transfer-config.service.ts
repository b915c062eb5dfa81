/** GET secure/transfer/config: the pack's limits and today's use, the fees, today's cut-off. */
import { TRANSFER_KINDS, TRANSFER_SERVICES, TRANSFER_TYPES, type TransferConfig } from '@baraka/contracts';
import {
  formatClock,
  getInterbankCutoff,
  getSessionMode,
  isPermitted,
  isWorkingDay,
  TRANSFER_FEES,
  toCalendarDate,
  VALIDATION_HOURS,
} from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import { toDecimal } from '../../lib/amounts.ts';
import type { AuthContext } from '../auth/index.ts';
import { loadBankCalendar } from './bank-calendar.ts';
import { describeLimits, requireTransferLimits, sumTransfersToday } from './transfer-limits.service.ts';

const tnd = (minor: bigint) => toDecimal(minor, 'TND');

const describeFees = (): TransferConfig['fees'] =>
  TRANSFER_KINDS.map((kind) => {
    const rule = TRANSFER_FEES[kind];
    const none = { kind, rule: rule.kind, amount: null, percent: null, min: null, max: null };
    if (rule.kind === 'FLAT') {
      return { ...none, amount: tnd(rule.amountMinor) };
    }
    if (rule.kind === 'SHARE') {
      const percent = `${rule.basisPoints / 100n}.${String(rule.basisPoints % 100n).padStart(2, '0')}`;
      return { ...none, percent, min: tnd(rule.minMinor), max: tnd(rule.maxMinor) };
    }
    return none;
  });

export async function getTransferConfig(db: AppDb, auth: AuthContext, now: Date): Promise<TransferConfig> {
  const limits = requireTransferLimits(auth.record.customer);
  const today = toCalendarDate(now);
  const used = await sumTransfersToday(db, auth.record.customer.id, today);
  const { holidays, calendar } = await loadBankCalendar(db, today);
  return {
    ...describeLimits(limits, used),
    fees: describeFees(),
    validationHours: { ...VALIDATION_HOURS },
    today: {
      date: today,
      isWorkingDay: isWorkingDay(today, holidays),
      sessionMode: getSessionMode(today, calendar),
      cutoff: formatClock(getInterbankCutoff(today, calendar)),
    },
    allowedTypes: TRANSFER_TYPES.filter((type) =>
      isPermitted(auth.grants, { service: TRANSFER_SERVICES[type], process: 'CREATE' }, auth.channel),
    ),
  };
}
