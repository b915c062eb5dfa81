/**
 * Blocks a card with a reason. A loss or theft is final (the card never works again) and offers to
 * order a replacement; a temporary freeze can be lifted later with the code. No code is asked here.
 */
import type { Card } from '@baraka/contracts/cards/schemas';
import { CARD_BLOCK_REASONS } from '@baraka/contracts/cards/schemas';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CallErrorAlert } from '../../../components/ui/call-error-alert';
import { useTranslation } from '../../../lib/use-translation';
import { invalidateCardAnswers } from '../api/card-answers';
import { blockCard } from '../api/card-block';

type Reason = (typeof CARD_BLOCK_REASONS)[number];
type BlockDialogProps = {
  card: Card;
  isOpen: boolean;
  onClose: () => void;
  onBlocked: (reason: Reason) => void;
};

const isReason = (value: string): value is Reason =>
  (CARD_BLOCK_REASONS as readonly string[]).includes(value);

export function BlockDialog({ card, isOpen, onClose, onBlocked }: BlockDialogProps) {
  const { t } = useTranslation('cards');
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<Reason>('TEMPORARY');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const isFinal = reason !== 'TEMPORARY';

  const confirm = () => {
    setIsBusy(true);
    setError(null);
    blockCard({ cardId: card.id, reason })
      .then(() => invalidateCardAnswers(queryClient))
      .then(() => onBlocked(reason))
      .catch(setError)
      .finally(() => setIsBusy(false));
  };

  return (
    <Modal opened={isOpen} onClose={onClose} title={t('block.title')} centered radius="lg">
      <Stack gap="md">
        <Radio.Group
          value={reason}
          onChange={(value) => isReason(value) && setReason(value)}
          label={t('block.reasonLabel')}
          data-testid="block-reason"
        >
          <Stack gap="xs" mt="xs">
            {CARD_BLOCK_REASONS.map((item) => (
              <Radio
                key={item}
                value={item}
                label={t(`blockReasons.${item}`)}
                description={t(`block.reasonHints.${item}`)}
                data-testid={`block-reason-${item}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        {isFinal && (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertTriangle aria-hidden />}
            data-testid="block-final-warning"
          >
            {t('block.finalWarning')}
          </Alert>
        )}
        <Text fz="sm" c="dimmed">
          {t('block.noCode')}
        </Text>
        <CallErrorAlert ns="cards" testId="card-error" error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {t('actions.keep')}
          </Button>
          <Button color="red" onClick={confirm} loading={isBusy} data-testid="block-confirm">
            {isFinal ? t('block.confirmFinal') : t('block.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
