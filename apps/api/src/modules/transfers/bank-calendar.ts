/**
 * The data the transfer calendar needs, read from the bank's tables: the bank holidays
 * (`bank_holidays`, also served as `bank/holidays`) and the session calendar
 * (`bank_session_periods`: single-session periods and Ramadan).
 */
import { addDays, type DateRange, type HolidayTable, type SessionCalendar } from '@baraka/domain';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { bankSessionPeriods } from '../../db/schema/index.ts';
import { listBankHolidays } from '../content/index.ts';

export type BankCalendar = { holidays: HolidayTable; calendar: SessionCalendar };

/** Enough days around `today` for any execution date, release or standing-order run asked about. */
const LOOK_BACK_DAYS = 400;
const LOOK_AHEAD_DAYS = 800;

export async function loadBankCalendar(db: AppDb, today: string): Promise<BankCalendar> {
  const range = { from: addDays(today, -LOOK_BACK_DAYS), to: addDays(today, LOOK_AHEAD_DAYS) };
  const [holidayRows, sessionRows] = await Promise.all([
    listBankHolidays(db, range),
    db
      .select()
      .from(bankSessionPeriods)
      .where(and(gte(bankSessionPeriods.dateTo, range.from), lte(bankSessionPeriods.dateFrom, range.to)))
      .orderBy(asc(bankSessionPeriods.dateFrom)),
  ]);
  const periodsOf = (mode: string): DateRange[] =>
    sessionRows.filter((row) => row.mode === mode).map(({ dateFrom, dateTo }) => ({ dateFrom, dateTo }));
  return {
    holidays: holidayRows.map((row) => ({ dateFrom: row.dateFrom, dateTo: row.dateTo })),
    calendar: { singleSessionPeriods: periodsOf('SINGLE_SESSION'), ramadanPeriods: periodsOf('RAMADAN') },
  };
}
