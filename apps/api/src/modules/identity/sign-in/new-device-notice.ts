/**
 * A sign-in from a device the bank had not seen for this person (AUTH): told in the transaction that
 * records the device, so a sign-in they did not make does not go unnoticed.
 */
import type { DeviceDescriptor } from '@baraka/contracts';
import type { AppDb } from '../../../db/client.ts';
import { insertNotification } from '../../notifications/index.ts';
import type { UserRecord } from '../users/users.queries.ts';

export const notifyNewDevice = async (
  db: AppDb,
  record: UserRecord,
  device: DeviceDescriptor,
  at: Date,
): Promise<void> => {
  const name =
    `${device.deviceType === 'browser' ? '' : `${device.deviceType} · `}${device.os} ${device.version}`.trim();
  await insertNotification(db, {
    customerId: record.user.customerId,
    userId: record.user.id,
    category: 'AUTH',
    key: 'SIGN_IN_NEW_DEVICE',
    params: { device: name },
    title: {
      fr: 'Connexion depuis un nouvel appareil',
      en: 'Sign-in from a new device',
      ar: 'تسجيل الدخول من جهاز جديد',
    },
    content: {
      fr: `Une connexion à votre espace a eu lieu depuis un nouvel appareil (${name}). Si ce n'était pas vous, changez votre mot de passe.`,
      en: `Your space was signed in to from a new device (${name}). If it was not you, change your password.`,
      ar: `تم تسجيل الدخول إلى فضائك من جهاز جديد (${name}). إن لم تكن أنت، غيّر كلمة المرور.`,
    },
    subjectId: null,
    link: '/devices',
    at,
  });
};
