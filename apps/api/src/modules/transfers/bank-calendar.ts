/**
 * The data the transfer calendar needs: the bank holidays (the `bank/holidays` table) and the
 * session modes. Single-session summers and Ramadan come from the default calendar until the bank
 * keeps them as data of its own; the holiday table is the bank's.
 */
import {
  addDays,
  createDefaultSessionCalendar,
  type HolidayTable,
  type SessionCalendar,
} from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import { listBankHolidays } from '../content/content.queries.ts';

export type BankCalendar = { holidays: HolidayTable; calendar: SessionCalendar };

/** Enough days around `today` for any execution date, release or standing-order run asked about. */
const LOOK_BACK_DAYS = 400;
const LOOK_AHEAD_DAYS = 800;

export async function loadBankCalendar(db: AppDb, today: string): Promise<BankCalendar> {
  const rows = await listBankHolidays(db, {
    from: addDays(today, -LOOK_BACK_DAYS),
    to: addDays(today, LOOK_AHEAD_DAYS),
  });
  const year = Number(today.slice(0, 4));
  return {
    holidays: rows.map((row) => ({ dateFrom: row.dateFrom, dateTo: row.dateTo })),
    calendar: createDefaultSessionCalendar([year - 1, year, year + 1, year + 2]),
  };
}
