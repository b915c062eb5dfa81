/** One payee: who, under which nickname, at which bank and account, with send, edit and delete. */
import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import { ActionIcon, Avatar, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { describePayeeAccount, getFullName, getInitials } from '../utils/account-display';
import { getEditPath, getTransferPath } from '../utils/beneficiary-types';
import classes from './beneficiary-card.module.css';
import { TYPE_COLORS } from './type-appearance';

type BeneficiaryCardProps = {
  beneficiary: Beneficiary;
  canEdit: boolean;
  canDelete: boolean;
  canSend: boolean;
  onDelete: (beneficiary: Beneficiary) => void;
};

export function BeneficiaryCard({
  beneficiary,
  canEdit,
  canDelete,
  canSend,
  onDelete,
}: BeneficiaryCardProps) {
  const { t } = useTranslation('beneficiaries');
  const titleId = useId();
  const name = getFullName(beneficiary);
  const account = describePayeeAccount(beneficiary);
  const type = beneficiary.beneficiaryType;
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      className={classes.card}
      aria-labelledby={titleId}
      data-testid="beneficiary-card"
      data-type={type}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Avatar color={TYPE_COLORS[type]} radius="xl" size={46} variant="light" aria-hidden>
          {getInitials(beneficiary)}
        </Avatar>
        <Stack gap={4} miw={0} flex={1}>
          <Title order={3} id={titleId} className={classes.name} data-testid="beneficiary-name">
            {name}
          </Title>
          {beneficiary.nickName && (
            <Badge
              variant="light"
              color={TYPE_COLORS[type]}
              radius="sm"
              tt="none"
              fw={600}
              maw="100%"
              data-testid="beneficiary-nickname"
            >
              {beneficiary.nickName}
            </Badge>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          {canEdit && (
            <Tooltip label={t('card.edit')} withArrow>
              <ActionIcon
                component={Link}
                to={getEditPath(type, beneficiary.id)}
                variant="subtle"
                color="gray"
                size="lg"
                radius="xl"
                aria-label={t('card.editName', { name })}
                data-testid="edit-beneficiary"
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip label={t('card.delete')} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                radius="xl"
                aria-label={t('card.deleteName', { name })}
                onClick={() => onDelete(beneficiary)}
                data-testid="delete-beneficiary"
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <Text fz="sm" c="dimmed" lineClamp={1} title={beneficiary.bankName ?? undefined}>
        {beneficiary.bankName ?? t('card.unknownBank')}
      </Text>
      {account && (
        <div className={classes.account}>
          <Text component="span" fz="sm">
            <span className={classes.accountLabel}>
              {t(`card.${account.kind === 'RIB' ? 'rib' : 'iban'}`)}
            </span>
            <bdi dir="ltr" className={classes.accountValue} data-testid="beneficiary-account">
              {account.masked}
            </bdi>
          </Text>
          {account.swiftCode && (
            <Text component="span" fz="sm">
              <span className={classes.accountLabel}>{t('card.bic')}</span>
              <bdi dir="ltr" className={classes.accountValue}>
                {account.swiftCode}
              </bdi>
            </Text>
          )}
        </div>
      )}
      {canSend && (
        <Button
          component={Link}
          to={getTransferPath(type, beneficiary.id)}
          variant="light"
          radius="xl"
          fullWidth
          className={classes.footer}
          leftSection={<IconSend size={18} className="mirror-in-rtl" aria-hidden />}
          aria-label={t('card.sendTo', { name })}
          data-testid="send-money"
        >
          {t('card.send')}
        </Button>
      )}
    </Paper>
  );
}
