/** How far an effect's deadline is from today, in whole days (negative once passed). */
export function daysUntil(deadline: string, today: string): number {
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A deadline within a week is close: the list marks it. */
export const DEADLINE_SOON_DAYS = 7;

export function isDeadlineSoon(deadline: string, today: string): boolean {
  const days = daysUntil(deadline, today);
  return days >= 0 && days <= DEADLINE_SOON_DAYS;
}
