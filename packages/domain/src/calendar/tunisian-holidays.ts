/**
 * The public holidays banks in Tunisia close for, for one Gregorian year: the fixed national days
 * and the religious feasts, dated by the Umm al-Qura calendar (the announced dates may move by a
 * day after the moon sighting; the bank corrects the stored list when that happens).
 */
import type { BankHoliday, LocalizedNames } from './bank-holidays.ts';
import { addDays } from './calendar-date.ts';
import { toHijri } from './hijri.ts';

export type TunisianHoliday = BankHoliday & { key: string };

type HolidayRule = { key: string; names: LocalizedNames; days: number };

const FIXED: readonly (HolidayRule & { monthDay: string })[] = [
  {
    key: 'new-year',
    monthDay: '01-01',
    days: 1,
    names: { fr: "Jour de l'An", en: "New Year's Day", ar: 'رأس السنة الإدارية' },
  },
  {
    key: 'independence',
    monthDay: '03-20',
    days: 1,
    names: { fr: "Fête de l'Indépendance", en: 'Independence Day', ar: 'عيد الاستقلال' },
  },
  {
    key: 'martyrs',
    monthDay: '04-09',
    days: 1,
    names: { fr: 'Journée des Martyrs', en: "Martyrs' Day", ar: 'عيد الشهداء' },
  },
  {
    key: 'labour',
    monthDay: '05-01',
    days: 1,
    names: { fr: 'Fête du Travail', en: 'Labour Day', ar: 'عيد الشغل' },
  },
  {
    key: 'republic',
    monthDay: '07-25',
    days: 1,
    names: { fr: 'Fête de la République', en: 'Republic Day', ar: 'عيد الجمهورية' },
  },
  {
    key: 'women',
    monthDay: '08-13',
    days: 1,
    names: { fr: 'Fête de la Femme', en: "Women's Day", ar: 'عيد المرأة' },
  },
  {
    key: 'evacuation',
    monthDay: '10-15',
    days: 1,
    names: { fr: "Fête de l'Évacuation", en: 'Evacuation Day', ar: 'عيد الجلاء' },
  },
  {
    key: 'revolution',
    monthDay: '12-17',
    days: 1,
    names: { fr: 'Fête de la Révolution', en: 'Revolution Day', ar: 'عيد الثورة' },
  },
];

const RELIGIOUS: readonly (HolidayRule & { hijriMonth: number; hijriDay: number })[] = [
  {
    key: 'hijri-new-year',
    hijriMonth: 1,
    hijriDay: 1,
    days: 1,
    names: { fr: 'Nouvel An de l’Hégire', en: 'Islamic New Year', ar: 'رأس السنة الهجرية' },
  },
  {
    key: 'mawlid',
    hijriMonth: 3,
    hijriDay: 12,
    days: 1,
    names: {
      fr: 'Mouled (naissance du Prophète)',
      en: "Mawlid (the Prophet's birthday)",
      ar: 'المولد النبوي الشريف',
    },
  },
  {
    key: 'eid-al-fitr',
    hijriMonth: 10,
    hijriDay: 1,
    days: 2,
    names: { fr: 'Aïd el-Fitr', en: 'Eid al-Fitr', ar: 'عيد الفطر' },
  },
  {
    key: 'eid-al-adha',
    hijriMonth: 12,
    hijriDay: 10,
    days: 2,
    names: { fr: 'Aïd el-Idha', en: 'Eid al-Adha', ar: 'عيد الأضحى' },
  },
];

function listDaysOfYear(year: number): string[] {
  const days: string[] = [];
  for (let date = `${year}-01-01`; date.startsWith(String(year)); date = addDays(date, 1)) {
    days.push(date);
  }
  return days;
}

/** Every holiday starting in `year`, sorted by date. A Hijri feast can fall twice in one year. */
export function listTunisianHolidays(year: number): TunisianHoliday[] {
  const fixed = FIXED.map(({ key, names, days, monthDay }) => {
    const dateFrom = `${year}-${monthDay}`;
    return { key, names, dateFrom, dateTo: addDays(dateFrom, days - 1) };
  });
  const religious = listDaysOfYear(year).flatMap((date) => {
    const hijri = toHijri(date);
    return RELIGIOUS.filter((rule) => rule.hijriMonth === hijri.month && rule.hijriDay === hijri.day).map(
      ({ key, names, days }) => ({
        key: `${key}-${hijri.year}`,
        names,
        dateFrom: date,
        dateTo: addDays(date, days - 1),
      }),
    );
  });
  return [...fixed, ...religious].sort((a, b) => a.dateFrom.localeCompare(b.dateFrom));
}
