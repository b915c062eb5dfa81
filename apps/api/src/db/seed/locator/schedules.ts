/** Branch timetables (spec §9): two sessions in winter, one in summer and Ramadan, Monday to Friday. */
import type { StoredSchedule } from '../../schema/index.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];

export const STANDARD_SCHEDULE: StoredSchedule[] = [
  {
    type: 'WINTER',
    days: 'MONDAY-FRIDAY',
    indexes: WEEKDAYS,
    firstSessionStart: '08:30',
    firstSessionEnd: '12:30',
    secondSessionStart: '14:00',
    secondSessionEnd: '18:00',
  },
  {
    type: 'SUMMER',
    days: 'MONDAY-FRIDAY',
    indexes: WEEKDAYS,
    firstSessionStart: '07:30',
    firstSessionEnd: '13:30',
    secondSessionStart: null,
    secondSessionEnd: null,
  },
  {
    type: 'RAMADAN',
    days: 'MONDAY-FRIDAY',
    indexes: WEEKDAYS,
    firstSessionStart: '08:00',
    firstSessionEnd: '14:00',
    secondSessionStart: null,
    secondSessionEnd: null,
  },
];

/** Busy city-centre branches also open on Saturday mornings outside summer and Ramadan. */
export const SATURDAY_SCHEDULE: StoredSchedule[] = [
  ...STANDARD_SCHEDULE,
  {
    type: 'WINTER',
    days: 'SATURDAY',
    indexes: [6],
    firstSessionStart: '08:30',
    firstSessionEnd: '12:30',
    secondSessionStart: null,
    secondSessionEnd: null,
  },
];

/** Regional directions receive companies by appointment during office hours. */
export const OFFICE_SCHEDULE: StoredSchedule[] = [
  {
    type: 'WINTER',
    days: 'MONDAY-FRIDAY',
    indexes: WEEKDAYS,
    firstSessionStart: '08:00',
    firstSessionEnd: '12:30',
    secondSessionStart: '13:30',
    secondSessionEnd: '17:00',
  },
  {
    type: 'SUMMER',
    days: 'MONDAY-FRIDAY',
    indexes: WEEKDAYS,
    firstSessionStart: '07:30',
    firstSessionEnd: '13:30',
    secondSessionStart: null,
    secondSessionEnd: null,
  },
  {
    type: 'RAMADAN',
    days: 'MONDAY-FRIDAY',
    indexes: WEEKDAYS,
    firstSessionStart: '08:00',
    firstSessionEnd: '14:00',
    secondSessionStart: null,
    secondSessionEnd: null,
  },
];
