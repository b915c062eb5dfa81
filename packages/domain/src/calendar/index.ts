/** Calendars: plain dates and the appointment rules. */
export * from './appointment-rules.ts';
export * from './calendar-date.ts';
