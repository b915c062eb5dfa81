/** An account's IBAN and RIB, readable in groups, with copy and share buttons. */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { formatIban, formatRib } from '@baraka/domain/rib/iban';
import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { getDisplayName, useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { useClipboardShare } from '../hooks/use-clipboard-share';
import classes from './iban-block.module.css';

export function IbanBlock({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('accounts');
  const { user } = useSession();
  const { copy, share } = useClipboardShare();
  const iban = formatIban(account.iban);
  const rib = formatRib(account.rib);
  const copied = t('iban.copied');
  const holder = user ? getDisplayName(user, i18n.language) : account.title;
  return (
    <Group className={classes.block} justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={2} miw={0}>
        <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
          {t('iban.label')}
        </Text>
        <Text component="bdi" dir="ltr" className={classes.code} data-testid="account-iban">
          {iban}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('iban.rib')}{' '}
          <bdi dir="ltr" className={classes.rib}>
            {rib}
          </bdi>
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('iban.copy')} withArrow>
          <ActionIcon
            variant="light"
            size="lg"
            radius="xl"
            aria-label={t('iban.copy')}
            onClick={() => void copy(account.iban, copied)}
            data-testid="copy-iban"
          >
            <IconCopy size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('iban.share')} withArrow>
          <ActionIcon
            variant="light"
            size="lg"
            radius="xl"
            aria-label={t('iban.share')}
            onClick={() =>
              void share(
                { title: t('iban.shareTitle'), text: t('iban.shareText', { holder, iban, rib }) },
                account.iban,
                copied,
              )
            }
          >
            <IconShare size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
