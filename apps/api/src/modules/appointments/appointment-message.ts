/** The acknowledgment e-mail of an appointment request, in the visitor's language. */
import type { LocalizedText } from '@baraka/contracts';
import type { OutgoingMessage } from '../../adapters/outbox/outbox.ts';

type Language = keyof LocalizedText;
type Acknowledged = {
  reference: string;
  name: string;
  email: string;
  branchName: LocalizedText;
  desiredDate: string;
  desiredTime: string;
};

const TEXTS: Record<Language, { subject: string; body: (a: Acknowledged, branch: string) => string }> = {
  fr: {
    subject: 'Votre demande de rendez-vous',
    body: (a, branch) =>
      `Bonjour ${a.name},\n\nNous avons bien reçu votre demande de rendez-vous ${a.reference} à l'agence ${branch}, le ${a.desiredDate} à ${a.desiredTime}. L'agence vous contactera pour la confirmer.\n\nAl Baraka Bank`,
  },
  en: {
    subject: 'Your appointment request',
    body: (a, branch) =>
      `Hello ${a.name},\n\nWe have received your appointment request ${a.reference} at the ${branch} branch, on ${a.desiredDate} at ${a.desiredTime}. The branch will contact you to confirm it.\n\nAl Baraka Bank`,
  },
  ar: {
    subject: 'طلب موعدكم',
    body: (a, branch) =>
      `مرحبًا ${a.name}،\n\nتلقّينا طلب موعدكم ${a.reference} بوكالة ${branch} يوم ${a.desiredDate} على الساعة ${a.desiredTime}. ستتصل بكم الوكالة لتأكيده.\n\nبنك البركة`,
  },
};

export const buildAppointmentAcknowledgment = (
  appointment: Acknowledged,
  language: Language,
): OutgoingMessage => {
  const text = TEXTS[language];
  return {
    channel: 'EMAIL',
    to: appointment.email,
    subject: `${text.subject} ${appointment.reference}`,
    body: text.body(appointment, appointment.branchName[language]),
    purpose: 'appointment-acknowledgment',
  };
};
