/**
 * The card's freeze switch: freezing is immediate and asks nothing (a customer must be able to stop a
 * card at once); unfreezing asks the one-time code. A lost or stolen card stays blocked for good.
 */
import type { Card } from '@baraka/contracts/cards/schemas';
import { Modal, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CodeStep } from '../../../components/challenge/code-step';
import { CallErrorAlert } from '../../../components/ui/call-error-alert';
import { usePermission } from '../../../components/ui/permission-gate';
import { useCodedAction } from '../../../lib/coded-action';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateCardAnswers } from '../api/card-answers';
import { blockCard } from '../api/card-block';
import { unblockCard } from '../api/card-unblock';

export function FreezeSwitch({ card }: { card: Card }) {
  const { t } = useTranslation('cards');
  const queryClient = useQueryClient();
  const canFreeze = usePermission('BLOCK_CARD', 'UPDATE');
  const canUnfreeze = usePermission('UNBLOCK_CARD', 'UPDATE');
  const [isFreezing, setIsFreezing] = useState(false);
  const [freezeError, setFreezeError] = useState<unknown>(null);
  const unfreeze = useCodedAction({
    send: (confirmation) => unblockCard(card.id, confirmation),
    onDone: () => void invalidateCardAnswers(queryClient),
  });
  const isFrozen = card.status === 'BLOCKED';
  const isFinal = isFrozen && card.blockReason !== 'TEMPORARY';
  const isAllowed = isFrozen ? canUnfreeze && !isFinal : canFreeze;

  const toggle = () => {
    if (isFrozen) {
      unfreeze.start();
      return;
    }
    setIsFreezing(true);
    setFreezeError(null);
    blockCard({ cardId: card.id, reason: 'TEMPORARY' })
      .then(() => invalidateCardAnswers(queryClient))
      .catch(setFreezeError)
      .finally(() => setIsFreezing(false));
  };

  return (
    <Stack gap={4}>
      <Switch
        checked={isFrozen}
        onChange={toggle}
        disabled={!isAllowed || isFreezing || unfreeze.isBusy}
        label={t('freeze.label')}
        description={isFinal ? t('freeze.final') : isFrozen ? t('freeze.frozenHint') : t('freeze.hint')}
        color="red"
        size="md"
        data-testid="freeze-switch"
      />
      {!isAllowed && !isFinal && (
        <Text fz="xs" c="dimmed">
          {t('permissions.readOnly')}
        </Text>
      )}
      <CallErrorAlert
        ns="cards"
        testId="card-error"
        error={freezeError ?? (unfreeze.challenge ? null : unfreeze.error)}
      />
      <Modal
        opened={unfreeze.challenge !== null}
        onClose={unfreeze.cancel}
        title={t('freeze.unfreezeTitle')}
        centered
        radius="lg"
      >
        <CodeStep action={unfreeze} ns="cards" errorTestId="card-error" />
      </Modal>
    </Stack>
  );
}
