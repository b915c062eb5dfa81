/** The acknowledgment of a contact request, in the sender's language, by e-mail (or SMS without one). */
import type { Language, LocalizedText } from '@baraka/contracts';
import type { OutgoingMessage } from '../../adapters/outbox/outbox.ts';

export type ContactAcknowledged = {
  reference: string;
  firstName: string;
  subject: LocalizedText;
  branchName: LocalizedText;
  isSimulationRequest: boolean;
};

const TEXTS: Record<
  Language,
  { subject: string; body: (a: ContactAcknowledged) => string; sms: (a: ContactAcknowledged) => string }
> = {
  fr: {
    subject: 'Votre demande de contact',
    body: (a) =>
      `Bonjour ${a.firstName},\n\nNous avons bien reçu votre demande ${a.reference} (${a.subject.fr}${
        a.isSimulationRequest ? ', suite à votre simulation de financement' : ''
      }). Un conseiller de l'${a.branchName.fr} vous répondra dans les meilleurs délais.\n\nAl Baraka Bank`,
    sms: (a) => `Al Baraka : votre demande ${a.reference} est bien reçue. Un conseiller vous contactera.`,
  },
  en: {
    subject: 'Your contact request',
    body: (a) =>
      `Hello ${a.firstName},\n\nWe have received your request ${a.reference} (${a.subject.en}${
        a.isSimulationRequest ? ', following your financing simulation' : ''
      }). An adviser from the ${a.branchName.en} will answer you shortly.\n\nAl Baraka Bank`,
    sms: (a) => `Al Baraka: your request ${a.reference} has been received. An adviser will contact you.`,
  },
  ar: {
    subject: 'طلب الاتصال الخاص بكم',
    body: (a) =>
      `مرحبًا ${a.firstName}،\n\nتلقّينا طلبكم ${a.reference} (${a.subject.ar}${
        a.isSimulationRequest ? '، إثر محاكاة التمويل' : ''
      }). سيجيبكم مستشار من ${a.branchName.ar} في أقرب الآجال.\n\nبنك البركة`,
    sms: (a) => `البركة: تلقّينا طلبكم ${a.reference}. سيتصل بكم مستشار.`,
  },
};

/** By e-mail when there is an address, else by SMS; null when neither can be used. */
export function buildContactAcknowledgment(
  request: ContactAcknowledged,
  destination: { email: string | null; phone: string | null },
  language: Language,
): OutgoingMessage | null {
  const text = TEXTS[language];
  if (destination.email) {
    return {
      channel: 'EMAIL',
      to: destination.email,
      subject: `${text.subject} ${request.reference}`,
      body: text.body(request),
      purpose: 'contact-acknowledgment',
    };
  }
  if (destination.phone) {
    return {
      channel: 'SMS',
      to: destination.phone,
      body: text.sms(request),
      purpose: 'contact-acknowledgment',
    };
  }
  return null;
}
