/**
 * The bank's session calendar as a starting point: July–August single sessions and the Ramadans of
 * the Umm al-Qura calendar, for the years around today. The bank corrects these rows (a Ramadan
 * starts on the moon sighting) and adds its own single-session days.
 */
import { createDefaultSessionCalendar } from '@baraka/domain';
import type { AppTx } from '../../../db/client.ts';
import { bankSessionPeriods } from '../../../db/schema/index.ts';

const YEARS_BEFORE = 2;
const YEARS_AFTER = 4;

export async function seedSessionPeriods(tx: AppTx, today = new Date()) {
  const year = today.getUTCFullYear();
  const years = Array.from(
    { length: YEARS_BEFORE + YEARS_AFTER + 1 },
    (_, index) => year - YEARS_BEFORE + index,
  );
  const calendar = createDefaultSessionCalendar(years);
  await tx
    .insert(bankSessionPeriods)
    .values([
      ...calendar.singleSessionPeriods.map((period) => ({ mode: 'SINGLE_SESSION' as const, ...period })),
      ...(calendar.ramadanPeriods ?? []).map((period) => ({ mode: 'RAMADAN' as const, ...period })),
    ]);
}
