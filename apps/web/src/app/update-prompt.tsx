/**
 * A new version of the app is ready: it takes over at once when nothing typed would be lost, else
 * after the customer agrees, or at the next page change with empty forms.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { onAppEvent } from '../lib/app-events';
import { useLocation } from '../lib/router';
import { activateUpdate, hasTypedInput } from '../lib/service-worker';
import { useTranslation } from '../lib/use-translation';

export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [isWaiting, setIsWaiting] = useState(false);
  const [isAsking, setIsAsking] = useState(false);

  useEffect(
    () =>
      onAppEvent('update-ready', () => {
        setIsWaiting(true);
        if (hasTypedInput()) {
          setIsAsking(true);
        } else {
          activateUpdate();
        }
      }),
    [],
  );

  // A later page change with nothing typed is a good moment too.
  useEffect(() => {
    if (isWaiting && location.pathname && !hasTypedInput()) {
      activateUpdate();
    }
  }, [isWaiting, location.pathname]);

  return (
    <Modal
      opened={isAsking}
      onClose={() => setIsAsking(false)}
      title={t('update.title')}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text fz="sm">{t('update.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setIsAsking(false)}>
            {t('update.later')}
          </Button>
          <Button onClick={activateUpdate} data-testid="update-reload">
            {t('update.reload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
