/**
 * Demo notifications for every seeded user, so the centre shows each topic: a welcome (read), an
 * offer (PROMOS) and a sign-in from a new device (AUTH), dated in the last days.
 */
import { eq } from 'drizzle-orm';
import type { AppTx } from '../../../db/client.ts';
import { bankCustomers, notifications, users } from '../../../db/schema/index.ts';

const DAY_MS = 86_400_000;

const SAMPLES = [
  {
    category: 'DEFAULT',
    key: 'WELCOME',
    daysAgo: 6,
    status: 'READ',
    link: '/private-dashboard',
    title: {
      fr: 'Bienvenue sur votre banque en ligne',
      en: 'Welcome to your online bank',
      ar: 'مرحباً بك في بنكك الرقمي',
    },
    content: {
      fr: 'Consultez vos comptes, vos cartes et faites vos virements à toute heure.',
      en: 'See your accounts and cards, and make your transfers at any hour.',
      ar: 'اطلع على حساباتك وبطاقاتك وقم بتحويلاتك في أي وقت.',
    },
  },
  {
    category: 'PROMOS',
    key: 'PROMO_HAJJ_SAVINGS',
    daysAgo: 3,
    status: 'SENT',
    link: '/products/list',
    title: {
      fr: 'Épargne Hajj : préparez votre voyage',
      en: 'Hajj savings: prepare your journey',
      ar: 'ادخار الحج: استعد لرحلتك',
    },
    content: {
      fr: 'Ouvrez un compte Épargne Hajj et épargnez chaque mois à votre rythme, conformément aux principes de la finance islamique.',
      en: 'Open a Hajj savings account and save each month at your pace, in line with Islamic finance.',
      ar: 'افتح حساب ادخار الحج وادخر كل شهر حسب قدرتك، وفق مبادئ الصيرفة الإسلامية.',
    },
  },
  {
    category: 'AUTH',
    key: 'SIGN_IN_NEW_DEVICE',
    daysAgo: 1,
    status: 'SENT',
    link: '/devices',
    title: {
      fr: 'Connexion depuis un nouvel appareil',
      en: 'Sign-in from a new device',
      ar: 'تسجيل الدخول من جهاز جديد',
    },
    content: {
      fr: "Une connexion à votre espace a eu lieu depuis un nouvel appareil. Si ce n'était pas vous, changez votre mot de passe.",
      en: 'Your space was signed in to from a new device. If it was not you, change your password.',
      ar: 'تم تسجيل الدخول إلى فضائك من جهاز جديد. إن لم تكن أنت، غيّر كلمة المرور.',
    },
  },
] as const;

export async function seedNotifications(tx: AppTx): Promise<void> {
  const people = await tx
    .select({ userId: users.id, customerId: users.customerId })
    .from(users)
    .innerJoin(bankCustomers, eq(users.customerId, bankCustomers.id));
  const now = Date.now();
  const rows = people.flatMap((person) =>
    SAMPLES.map((sample) => ({
      customerId: person.customerId,
      userId: person.userId,
      category: sample.category,
      key: sample.key,
      params: {},
      title: sample.title,
      content: sample.content,
      status: sample.status,
      link: sample.link,
      subjectId: null,
      createdAt: new Date(now - sample.daysAgo * DAY_MS),
      // History, not news: nothing to push or send.
      pushedAt: new Date(now - sample.daysAgo * DAY_MS),
      messagedAt: new Date(now - sample.daysAgo * DAY_MS),
      readAt: sample.status === 'READ' ? new Date(now - (sample.daysAgo - 1) * DAY_MS) : null,
    })),
  );
  if (rows.length > 0) {
    await tx.insert(notifications).values(rows);
  }
}
