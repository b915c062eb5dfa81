/** Signs the user out everywhere else (a lost phone, a shared computer), after asking; this page stays signed in. */
import { Alert, Button, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useTranslation } from '../../../lib/use-translation';
import { logOutOtherSessions } from '../api/logout-others';

export function OtherSessions() {
  const { t } = useTranslation('profile');
  const [isAsking, setIsAsking] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  const confirm = () => {
    setIsBusy(true);
    setError(null);
    logOutOtherSessions()
      .then((result) => {
        setEnded(result.ended);
        setIsAsking(false);
      })
      .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)))
      .finally(() => setIsBusy(false));
  };
  return (
    <>
      <Text fz="sm" c="dimmed" mb="md">
        {t('settings.sessions.body')}
      </Text>
      <Button
        variant="light"
        color="red"
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={() => setIsAsking(true)}
        data-testid="logout-others"
      >
        {t('settings.sessions.action')}
      </Button>
      {ended !== null && (
        <Alert color="green" variant="light" mt="md" role="status" data-testid="logout-others-done">
          {t('settings.sessions.done', { count: ended })}
        </Alert>
      )}
      <ConfirmDialog
        isOpen={isAsking}
        title={t('settings.sessions.confirmTitle')}
        keepLabel={t('settings.sessions.keep')}
        confirmLabel={t('settings.sessions.confirm')}
        isBusy={isBusy}
        error={error}
        onConfirm={confirm}
        onClose={() => setIsAsking(false)}
      >
        {t('settings.sessions.confirmBody')}
      </ConfirmDialog>
    </>
  );
}
