/**
 * The data the transfer calendar needs, read from the bank's tables: the bank holidays
 * (`bank_holidays`, also served as `bank/holidays`) and the session calendar
 * (`bank_session_periods`: single-session periods and Ramadan).
 */
import { addDays, type DateRange, type HolidayTable, type SessionCalendar } from '@baraka/domain';
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';

export type BankCalendar = { holidays: HolidayTable; calendar: SessionCalendar };

/** Enough days around `today` for any execution date, release or standing-order run asked about. */
const LOOK_BACK_DAYS = 400;
const LOOK_AHEAD_DAYS = 800;

type PeriodRow = { kind: 'HOLIDAY' | 'SINGLE_SESSION' | 'RAMADAN'; date_from: string; date_to: string };

/** Both tables in one statement (every transfer reads them): holidays, then session periods, each by start. */
const readPeriods = (db: AppDb, range: { from: string; to: string }) =>
  db.execute<PeriodRow>(sql`
    select kind, date_from, date_to from (
      select 'HOLIDAY' as kind, date_from::text, date_to::text, 0 as source, date_from as starts, id
        from bank_holidays where date_to >= ${range.from} and date_from <= ${range.to}
      union all
      select mode, date_from::text, date_to::text, 1, date_from, id
        from bank_session_periods where date_to >= ${range.from} and date_from <= ${range.to}
    ) as periods
    order by source, starts, id`);

export async function loadBankCalendar(db: AppDb, today: string): Promise<BankCalendar> {
  const range = { from: addDays(today, -LOOK_BACK_DAYS), to: addDays(today, LOOK_AHEAD_DAYS) };
  const { rows } = await readPeriods(db, range);
  const periodsOf = (kind: PeriodRow['kind']): DateRange[] =>
    rows.filter((row) => row.kind === kind).map((row) => ({ dateFrom: row.date_from, dateTo: row.date_to }));
  return {
    holidays: periodsOf('HOLIDAY'),
    calendar: { singleSessionPeriods: periodsOf('SINGLE_SESSION'), ramadanPeriods: periodsOf('RAMADAN') },
  };
}
