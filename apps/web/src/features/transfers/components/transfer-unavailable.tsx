/** Why this user cannot send this transfer, and what to do about it, in place of a form they cannot use. */
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarEvent, IconLock } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import type { TransferAvailability } from '../utils/transfer-availability';
import { TRANSFERS_HOME_PATH } from '../utils/transfer-types';

const APPOINTMENT_PATH = '/appointment/request';

export function TransferUnavailable({ reason }: { reason: Exclude<TransferAvailability, 'available'> }) {
  const { t } = useTranslation('transfers');
  const canAskBranch = reason === 'pack' || reason === 'contract';
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid={`unavailable-${reason}`}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color="ocean" aria-hidden>
          <IconLock size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="h3">
          {t(`unavailable.${reason}.title`)}
        </Title>
        <Text c="dimmed" maw={620}>
          {t(`unavailable.${reason}.body`)}
        </Text>
        <Group gap="sm">
          {canAskBranch && (
            <Button
              component={Link}
              to={APPOINTMENT_PATH}
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
            >
              {t('unavailable.askBranch')}
            </Button>
          )}
          <Button
            component={Link}
            to={TRANSFERS_HOME_PATH}
            variant={canAskBranch ? 'default' : 'filled'}
            leftSection={<IconArrowLeft size={18} className="mirror-in-rtl" aria-hidden />}
          >
            {t('unavailable.back')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
