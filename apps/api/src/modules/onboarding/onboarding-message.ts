/** The e-mails an applicant receives: the acknowledgment of a submitted application, and the decision. */
import type { Language } from '@baraka/contracts';
import type { OutgoingMessage } from '../../adapters/outbox/outbox.ts';

type Acknowledged = { reference: string; firstName: string; email: string; agencyName: string };
type Texts = { subject: string; body: (a: Acknowledged) => string };

const SUBMITTED: Record<Language, Texts> = {
  fr: {
    subject: "Votre demande d'ouverture de compte",
    body: (a) =>
      `Bonjour ${a.firstName},\n\nNous avons bien reçu votre demande d'ouverture de compte ${a.reference}, rattachée à l'agence ${a.agencyName}. Vous pouvez suivre son avancement depuis l'espace « Ouverture de compte en ligne ». Nous vous écrirons dès qu'une décision sera prise.\n\nAl Baraka Bank`,
  },
  en: {
    subject: 'Your account opening application',
    body: (a) =>
      `Hello ${a.firstName},\n\nWe have received your account opening application ${a.reference}, attached to the ${a.agencyName} branch. You can follow its progress from "Open an account online". We will write to you as soon as a decision is made.\n\nAl Baraka Bank`,
  },
  ar: {
    subject: 'طلب فتح حسابكم',
    body: (a) =>
      `مرحبًا ${a.firstName}،\n\nتلقّينا طلب فتح حسابكم ${a.reference} لدى وكالة ${a.agencyName}. يمكنكم متابعة تقدّمه من فضاء «فتح حساب عن بعد». سنراسلكم فور اتخاذ القرار.\n\nبنك البركة`,
  },
};

const DECIDED: Record<'APPROVED' | 'REJECTED', Record<Language, Texts>> = {
  APPROVED: {
    fr: {
      subject: "Votre demande d'ouverture de compte est acceptée",
      body: (a) =>
        `Bonjour ${a.firstName},\n\nVotre demande ${a.reference} est acceptée. L'agence ${a.agencyName} vous contactera pour finaliser l'ouverture de votre compte.\n\nAl Baraka Bank`,
    },
    en: {
      subject: 'Your account opening application is approved',
      body: (a) =>
        `Hello ${a.firstName},\n\nYour application ${a.reference} is approved. The ${a.agencyName} branch will contact you to finish opening your account.\n\nAl Baraka Bank`,
    },
    ar: {
      subject: 'تمّت الموافقة على طلب فتح حسابكم',
      body: (a) =>
        `مرحبًا ${a.firstName}،\n\nتمّت الموافقة على طلبكم ${a.reference}. ستتصل بكم وكالة ${a.agencyName} لاستكمال فتح حسابكم.\n\nبنك البركة`,
    },
  },
  REJECTED: {
    fr: {
      subject: "Votre demande d'ouverture de compte",
      body: (a) =>
        `Bonjour ${a.firstName},\n\nNous ne pouvons pas donner une suite favorable à votre demande ${a.reference}. L'agence ${a.agencyName} reste à votre disposition pour en parler.\n\nAl Baraka Bank`,
    },
    en: {
      subject: 'Your account opening application',
      body: (a) =>
        `Hello ${a.firstName},\n\nWe are unable to accept your application ${a.reference}. The ${a.agencyName} branch remains available to discuss it with you.\n\nAl Baraka Bank`,
    },
    ar: {
      subject: 'طلب فتح حسابكم',
      body: (a) =>
        `مرحبًا ${a.firstName}،\n\nنعتذر عن عدم قبول طلبكم ${a.reference}. تبقى وكالة ${a.agencyName} على ذمّتكم للحديث عنه.\n\nبنك البركة`,
    },
  },
};

const toMessage = (texts: Texts, a: Acknowledged, purpose: string): OutgoingMessage => ({
  channel: 'EMAIL',
  to: a.email,
  subject: `${texts.subject} ${a.reference}`,
  body: texts.body(a),
  purpose,
});

export const buildSubmittedAcknowledgment = (a: Acknowledged, language: Language): OutgoingMessage =>
  toMessage(SUBMITTED[language], a, 'onboarding-acknowledgment');

export const buildDecisionMessage = (
  decision: 'APPROVED' | 'REJECTED',
  a: Acknowledged,
  language: Language,
): OutgoingMessage => toMessage(DECIDED[decision][language], a, 'onboarding-decision');

/** What the one-time code confirms, named in the SMS. */
export const CONTACT_ACTION = {
  fr: "le numéro de votre demande d'ouverture de compte",
  en: 'the phone number of your account opening application',
  ar: 'رقم هاتف طلب فتح حسابكم',
};
