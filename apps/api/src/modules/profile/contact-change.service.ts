/**
 * A new phone number or e-mail address: the one-time code goes to the NEW contact (it proves it is
 * the user's) and is bound to this session and this value. Once verified, the change, the user's
 * AUTH notification and the message to the OLD contact are written in one transaction.
 */
import type { LocalizedText } from '@baraka/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { type ChallengeDeps, requireStrongAuthentication } from '../identity/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { readProfile } from './profile.service.ts';
import { profileError } from './profile-errors.ts';

type ContactKind = 'phone' | 'email';

const ACTIONS: Record<ContactKind, LocalizedText> = {
  phone: {
    fr: 'Changement de votre numéro de mobile',
    en: 'Change of your mobile number',
    ar: 'تغيير رقم هاتفك الجوال',
  },
  email: {
    fr: 'Changement de votre adresse e-mail',
    en: 'Change of your e-mail address',
    ar: 'تغيير بريدك الإلكتروني',
  },
};

const TITLES: Record<ContactKind, LocalizedText> = {
  phone: { fr: 'Numéro de mobile modifié', en: 'Mobile number changed', ar: 'تم تغيير رقم الجوال' },
  email: { fr: 'Adresse e-mail modifiée', en: 'E-mail address changed', ar: 'تم تغيير البريد الإلكتروني' },
};

const CONTENTS: Record<ContactKind, LocalizedText> = {
  phone: {
    fr: "Le numéro de mobile de votre espace a été changé. Si ce n'était pas vous, appelez votre agence.",
    en: 'The mobile number of your space was changed. If it was not you, call your branch.',
    ar: 'تم تغيير رقم الجوال الخاص بفضائك. إن لم تكن أنت، اتصل بوكالتك.',
  },
  email: {
    fr: "L'adresse e-mail de votre espace a été changée. Si ce n'était pas vous, appelez votre agence.",
    en: 'The e-mail address of your space was changed. If it was not you, call your branch.',
    ar: 'تم تغيير البريد الإلكتروني الخاص بفضائك. إن لم تكن أنت، اتصل بوكالتك.',
  },
};

const languageOf = (value: string): keyof LocalizedText => (value === 'en' || value === 'ar' ? value : 'fr');

export async function changeContact(
  deps: ChallengeDeps,
  request: FastifyRequest,
  auth: AuthContext,
  change: { kind: ContactKind; value: string },
) {
  const { user, customer } = auth.record;
  const current = change.kind === 'phone' ? user.phoneNumber : user.email;
  const value = change.kind === 'email' ? change.value.trim().toLowerCase() : change.value;
  if (current?.toLowerCase() === value) {
    throw profileError('SAME_CONTACT', `This ${change.kind} is the one already on file`);
  }
  await requireStrongAuthentication(deps, request, {
    operation: `profile.${change.kind}`,
    serviceName: 'PROFILE',
    processName: 'UPDATE',
    // The body as the client sent it: the code step may send it back to check what it confirms.
    payload: change.kind === 'phone' ? { phoneNumber: change.value } : { email: change.value },
    action: ACTIONS[change.kind],
    recipient: {
      phoneNumber: change.kind === 'phone' ? value : null,
      email: change.kind === 'email' ? value : null,
      language: user.language,
    },
  });
  const now = deps.clock.now();
  const language = languageOf(user.language);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(change.kind === 'phone' ? { phoneNumber: value } : { email: value }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, auth.userId));
    await insertNotification(tx, {
      customerId: customer.id,
      userId: auth.userId,
      category: 'AUTH',
      key: change.kind === 'phone' ? 'PROFILE_PHONE_CHANGED' : 'PROFILE_EMAIL_CHANGED',
      params: {},
      title: TITLES[change.kind],
      content: CONTENTS[change.kind],
      subjectId: null,
      link: '/profile',
      at: now,
    });
  });
  // The old contact is told, so a change made by someone else does not go unnoticed.
  if (current) {
    await deps.outbox.send({
      channel: change.kind === 'phone' ? 'SMS' : 'EMAIL',
      to: current,
      subject: change.kind === 'email' ? TITLES.email[language] : undefined,
      body: CONTENTS[change.kind][language],
      purpose: 'contact-change',
      userId: auth.userId,
    });
  }
  return readProfile(deps.db, auth.userId);
}
