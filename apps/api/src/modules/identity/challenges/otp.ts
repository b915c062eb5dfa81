/**
 * One-time codes: 6 digits from the CSPRNG, kept only as a hash bound to the challenge and to the
 * operation's payload, so a code confirms exactly one operation (dynamic linking).
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type Language, OTP_LENGTH } from '@baraka/contracts';

export const generateOtp = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

export const hashOtp = (challengeId: string, payloadHash: string, otp: string): string =>
  createHash('sha256').update(`${challengeId}:${payloadHash}:${otp}`).digest('hex');

export const isOtpMatch = (
  challengeId: string,
  payloadHash: string,
  otp: string,
  stored: string,
): boolean => {
  const actual = Buffer.from(hashOtp(challengeId, payloadHash, otp), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** "** ** 34 56" for a phone, "am***@example.com" for an e-mail: enough to recognise, not to read. */
export const maskDestination = (channel: 'SMS' | 'EMAIL', destination: string): string => {
  if (channel === 'SMS') {
    const digits = destination.replace(/\D/g, '');
    return `** ** ${digits.slice(-4, -2)} ${digits.slice(-2)}`;
  }
  const [name = '', domain = ''] = destination.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

/** What the code confirms, in the user's language: the amount and payee when there are some. */
export type OtpPurpose = { action: Record<Language, string>; amount?: string; payee?: string };

const TEMPLATES: Record<Language, (otp: string, purpose: OtpPurpose) => string> = {
  fr: (otp, { action, amount, payee }) =>
    `Al Baraka : votre code est ${otp}. Il confirme : ${action.fr}${amount ? ` de ${amount}` : ''}${
      payee ? ` à ${payee}` : ''
    }. Valable 5 min. Ne le communiquez à personne.`,
  en: (otp, { action, amount, payee }) =>
    `Al Baraka: your code is ${otp}. It confirms: ${action.en}${amount ? ` of ${amount}` : ''}${
      payee ? ` to ${payee}` : ''
    }. Valid 5 min. Never share it.`,
  ar: (otp, { action, amount, payee }) =>
    `البركة: رمزك هو ${otp}. يؤكد: ${action.ar}${amount ? ` بمبلغ ${amount}` : ''}${
      payee ? ` لفائدة ${payee}` : ''
    }. صالح 5 دقائق. لا تشاركه مع أحد.`,
};

export const composeOtpMessage = (language: Language, otp: string, purpose: OtpPurpose): string =>
  TEMPLATES[language](otp, purpose);
