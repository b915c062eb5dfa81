/** A blocked card's way back: a temporary freeze lifts with the code; a lost or stolen card offers a replacement. */
import type { Card } from '@baraka/contracts/cards/schemas';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconLock, IconLockOpen, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { CodeStep } from '../../../components/challenge/code-step';
import { PermissionGate } from '../../../components/ui/permission-gate';
import { useCodedAction } from '../../../lib/coded-action';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateCardAnswers } from '../api/card-answers';
import { unblockCard } from '../api/card-unblock';

export function UnblockPanel({ card }: { card: Card }) {
  const { t } = useTranslation('cards');
  const queryClient = useQueryClient();
  const action = useCodedAction({
    send: (confirmation) => unblockCard(card.id, confirmation),
    onDone: () => void invalidateCardAnswers(queryClient),
  });
  if (card.blockReason && card.blockReason !== 'TEMPORARY') {
    return (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        icon={<IconLock aria-hidden />}
        title={t('block.finalTitle')}
        data-testid="card-final"
      >
        {t('block.finalBody')}
        <PermissionGate service="CARD_REQUEST" process="CREATE">
          <Group mt="sm">
            <Button
              component={Link}
              to="/cards/add-card"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              data-testid="order-replacement"
            >
              {t('actions.orderReplacement')}
            </Button>
          </Group>
        </PermissionGate>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Alert
        color="orange"
        variant="light"
        radius="lg"
        icon={<IconLock aria-hidden />}
        title={t('freeze.frozenTitle')}
      >
        {t('freeze.frozenHint')}
      </Alert>
      <CodeStep action={action} ns="cards" errorTestId="card-error" />
      {!action.challenge && (
        <PermissionGate service="UNBLOCK_CARD" process="UPDATE">
          <Group>
            <Button
              leftSection={<IconLockOpen size={18} aria-hidden />}
              onClick={action.start}
              loading={action.isBusy}
              data-testid="unblock-card"
            >
              {t('actions.unblock')}
            </Button>
          </Group>
        </PermissionGate>
      )}
    </Stack>
  );
}
