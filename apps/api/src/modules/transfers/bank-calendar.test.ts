import { and, asc, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankHolidays, bankSessionPeriods } from '../../db/schema/index.ts';
import { SEEDED } from '../../test/snapshot-contents.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { loadBankCalendar } from './bank-calendar.ts';

/** The bank's calendar is read in one statement: it must hold exactly the rows of both tables in range. */
describe('loadBankCalendar', () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await openTestDatabase(SEEDED);
  });
  afterAll(async () => {
    await testDatabase.drop();
  });

  it('gives the holidays and the session periods of the seeded tables around the day, each by start', async () => {
    const { db } = testDatabase.database;
    const from = '2025-10-24';
    const to = '2029-02-05';
    const holidays = await db
      .select({ dateFrom: bankHolidays.dateFrom, dateTo: bankHolidays.dateTo })
      .from(bankHolidays)
      .where(and(gte(bankHolidays.dateTo, from), lte(bankHolidays.dateFrom, to)))
      .orderBy(asc(bankHolidays.dateFrom), asc(bankHolidays.id));
    const sessions = await db
      .select()
      .from(bankSessionPeriods)
      .where(and(gte(bankSessionPeriods.dateTo, from), lte(bankSessionPeriods.dateFrom, to)))
      .orderBy(asc(bankSessionPeriods.dateFrom), asc(bankSessionPeriods.id));
    const periodsOf = (mode: string) =>
      sessions.filter((row) => row.mode === mode).map(({ dateFrom, dateTo }) => ({ dateFrom, dateTo }));

    const loaded = await loadBankCalendar(db, '2026-11-28');

    expect(holidays.length).toBeGreaterThan(0);
    expect(periodsOf('RAMADAN').length).toBeGreaterThan(0);
    expect(loaded).toEqual({
      holidays,
      calendar: { singleSessionPeriods: periodsOf('SINGLE_SESSION'), ramadanPeriods: periodsOf('RAMADAN') },
    });
  });
});
