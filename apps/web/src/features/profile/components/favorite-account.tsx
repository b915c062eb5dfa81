/** The favourite account: the one the app offers first. */
import type { UserProfile } from '@baraka/contracts/identity/auth';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useAccounts } from '../../../api/accounts';
import { AccountPicker } from '../../../components/ui/account-picker';
import { LoadingState } from '../../../components/ui/async-states';
import { useTranslation } from '../../../lib/use-translation';
import { updateFavoriteAccount } from '../api/favorite-account';
import { applyProfile } from '../api/profile-answers';

export function FavoriteAccount({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const accounts = useAccounts();
  if (accounts.isPending) {
    return <LoadingState rows={1} height={56} />;
  }
  if (!accounts.data || accounts.data.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t('favorite.none')}
      </Text>
    );
  }
  const chosen = accounts.data.find((account) => account.rib === profile.favouriteRib)?.id ?? null;
  return (
    <AccountPicker
      accounts={accounts.data}
      value={chosen}
      label={t('favorite.label')}
      description={t('favorite.hint')}
      onChange={(accountId) => {
        updateFavoriteAccount(accountId)
          .then((next) => {
            applyProfile(queryClient, next);
            notifications.show({ color: 'teal', message: t('favorite.saved') });
          })
          .catch(() => notifications.show({ color: 'red', message: t('errors.failed') }));
      }}
      data-testid="favorite-account"
    />
  );
}
