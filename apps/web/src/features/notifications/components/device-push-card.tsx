/**
 * Push notifications on this device: on asks the browser's permission and saves its subscription
 * with the bank; off unsubscribes it and tells the bank. Hidden where the browser cannot push.
 */
import { Paper, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { canUsePush, getPushSubscription, subscribeToPush, unsubscribeFromPush } from '../../../lib/web-push';
import { fetchPushKey, removePushSubscriptions, savePushSubscription } from '../api/push-subscription';

export function DevicePushCard() {
  const { t } = useTranslation('notifications');
  const [isOn, setIsOn] = useState<boolean | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    getPushSubscription()
      .then((subscription) => setIsOn(subscription !== null))
      .catch(() => setIsOn(null));
  }, []);

  if (!canUsePush() || isOn === null) {
    return null;
  }
  const turnOn = async () => {
    const subscription = await subscribeToPush((await fetchPushKey()).publicKey);
    if (!subscription?.endpoint || !subscription.keys?.p256dh || !subscription.keys.auth) {
      notifications.show({ color: 'orange', message: t('push.refused') });
      return false;
    }
    await savePushSubscription({
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    });
    return true;
  };
  const turnOff = async () => {
    await unsubscribeFromPush();
    await removePushSubscriptions();
    return false;
  };
  const toggle = () => {
    setIsBusy(true);
    (isOn ? turnOff() : turnOn())
      .then(setIsOn)
      .catch(() => notifications.show({ color: 'red', message: t('errors.changeFailed') }))
      .finally(() => setIsBusy(false));
  };
  return (
    <Paper withBorder radius="lg" p="md" mb="md">
      <Switch checked={isOn} onChange={toggle} disabled={isBusy} label={t('push.label')} size="md" />
      <Text fz="sm" c="dimmed" mt={6}>
        {t('push.hint')}
      </Text>
    </Paper>
  );
}
