/** The routes of the notification centre, one place (the bell, the toast and the pages use them). */
export const NOTIFICATIONS_PATH = '/notification/notifications';
export const TOPICS_PATH = '/notification/topic';
export const NOTIFICATION_ID_PARAM = 'id';
export const TOPIC_PARAM = 'topic';

export const detailsPathOf = (id: string): string =>
  `/notification/notif-details?${new URLSearchParams({ [NOTIFICATION_ID_PARAM]: id })}`;
