/** Reads a push's payload (what the bank's notifications.push job sends) into what the worker shows. */
export type PushMessage = { id: string | null; title: string; body: string; link: string | null };

const FALLBACK_TITLE = 'Al Baraka';

export function readPushMessage(text: string | null | undefined): PushMessage {
  try {
    const value = JSON.parse(text ?? '') as Partial<Record<keyof PushMessage, unknown>>;
    const asText = (field: unknown) => (typeof field === 'string' && field.length > 0 ? field : null);
    const link = asText(value.link);
    return {
      id: asText(value.id),
      title: asText(value.title) ?? FALLBACK_TITLE,
      body: asText(value.body) ?? '',
      // Only a route of the app itself: a push never sends the app elsewhere.
      link: link?.startsWith('/') && !link.startsWith('//') ? link : null,
    };
  } catch {
    return { id: null, title: FALLBACK_TITLE, body: '', link: null };
  }
}

/** The app address a tap on the notification opens: its page, or the notification centre. */
export function targetOf(message: Pick<PushMessage, 'id' | 'link'>, scope: string): string {
  const route =
    message.link ??
    (message.id ? `/notification/notif-details?id=${message.id}` : '/notification/notifications');
  return `${scope}#${route}`;
}
