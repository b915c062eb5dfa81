/** The refusals of the notification calls. */
export const NOTIFICATION_ERROR_CODES = {
  /** DEFAULT and TRANSFER cannot be switched off (spec §3). */
  CATEGORY_NOT_DISABLEABLE: { code: 'NOTIFICATION.CATEGORY_NOT_DISABLEABLE', http: 422 },
} as const;
