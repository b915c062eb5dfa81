/** The acknowledgment of a complaint, suggestion or e-request, in the customer's language. */
import type { Language, LocalizedText, ServiceRequestKind } from '@baraka/contracts';
import type { OutgoingMessage } from '../../adapters/outbox/outbox.ts';

type Acknowledged = { reference: string; firstName: string; kind: ServiceRequestKind; title: LocalizedText };

const WHAT: Record<Language, Record<ServiceRequestKind, string>> = {
  fr: { RECLAMATION: 'votre réclamation', SUGGESTION: 'votre suggestion', E_REQUEST: 'votre demande' },
  en: { RECLAMATION: 'your complaint', SUGGESTION: 'your suggestion', E_REQUEST: 'your request' },
  ar: { RECLAMATION: 'شكواكم', SUGGESTION: 'اقتراحكم', E_REQUEST: 'طلبكم' },
};

const TEXTS: Record<
  Language,
  { body: (a: Acknowledged, what: string) => string; sms: (a: Acknowledged, what: string) => string }
> = {
  fr: {
    body: (a, what) =>
      `Bonjour ${a.firstName},\n\nNous avons bien reçu ${what} « ${a.title.fr} », enregistrée sous la référence ${a.reference}. Vous pouvez en suivre le traitement dans votre espace, rubrique historique.\n\nAl Baraka Bank`,
    sms: (a, what) => `Al Baraka : ${what} ${a.reference} est bien reçue.`,
  },
  en: {
    body: (a, what) =>
      `Hello ${a.firstName},\n\nWe have received ${what} "${a.title.en}", recorded under reference ${a.reference}. You can follow it in your online banking, under history.\n\nAl Baraka Bank`,
    sms: (a, what) => `Al Baraka: ${what} ${a.reference} has been received.`,
  },
  ar: {
    body: (a, what) =>
      `مرحبًا ${a.firstName}،\n\nتلقّينا ${what} «${a.title.ar}» تحت المرجع ${a.reference}. يمكنكم متابعته في فضائكم، ضمن السجلّ.\n\nبنك البركة`,
    sms: (a, what) => `البركة: تلقّينا ${what} ${a.reference}.`,
  },
};

export function buildServiceRequestAcknowledgment(
  request: Acknowledged,
  destination: { email: string | null; phone: string | null; userId: string },
  language: Language,
): OutgoingMessage | null {
  const what = WHAT[language][request.kind];
  const text = TEXTS[language];
  const purpose = 'service-request-acknowledgment';
  if (destination.email) {
    return {
      channel: 'EMAIL',
      to: destination.email,
      subject: `${request.title[language]} ${request.reference}`,
      body: text.body(request, what),
      purpose,
      userId: destination.userId,
    };
  }
  if (destination.phone) {
    return {
      channel: 'SMS',
      to: destination.phone,
      body: text.sms(request, what),
      purpose,
      userId: destination.userId,
    };
  }
  return null;
}
