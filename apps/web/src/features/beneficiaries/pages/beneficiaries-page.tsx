/**
 * `/beneficiaries`: the customer's payees grouped by kind (within bank, national, international),
 * found by name or nickname, each ready to be paid, edited or removed as the role allows.
 */
import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import { Button, CloseButton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { isFeatureAvailable } from '../../../lib/features';
import { Link } from '../../../lib/router';
import { hasPermission, useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteBeneficiary } from '../api/delete-beneficiary';
import { useBeneficiaryGroups } from '../api/get-beneficiary-groups';
import { BeneficiaryGroupSection } from '../components/beneficiary-group-section';
import { DeleteBeneficiaryDialog } from '../components/delete-beneficiary-dialog';
import { getFullName } from '../utils/account-display';
import { BENEFICIARY_TYPE_PATH, getTransferService, sortByTypeOrder } from '../utils/beneficiary-types';
import { filterGroups } from '../utils/search-beneficiaries';

export function BeneficiariesPage() {
  const { t } = useTranslation('beneficiaries');
  const session = useSession();
  const groups = useBeneficiaryGroups();
  const deletion = useDeleteBeneficiary();
  const [query, setQuery] = useState('');
  const [toDelete, setToDelete] = useState<Beneficiary | null>(null);

  const ordered = useMemo(() => sortByTypeOrder(groups.data ?? []), [groups.data]);
  const total = ordered.reduce((sum, group) => sum + group.beneficiaries.length, 0);
  const canAddAny = ordered.some((group) => group.canAdd);
  const isSearching = query.trim() !== '';
  const shown = isSearching
    ? filterGroups(ordered, query).filter((group) => group.beneficiaries.length > 0)
    : ordered.filter((group) => group.beneficiaries.length > 0 || group.canAdd);
  const canSend = (group: (typeof ordered)[number]) =>
    isFeatureAvailable('TRANSFER') &&
    hasPermission(session, getTransferService(group.beneficiaryType), 'CREATE');

  const confirmDelete = (beneficiary: Beneficiary) => {
    const name = getFullName(beneficiary);
    deletion.mutate(beneficiary, {
      onSuccess: () => {
        setToDelete(null);
        notifications.show({ color: 'teal', message: t('list.deleted', { name }) });
      },
      onError: (error) => {
        setToDelete(null);
        notifications.show({ color: 'red', title: t('errors.deleteFailed'), message: error.message });
      },
    });
  };

  const addButton = canAddAny && (
    <Button
      component={Link}
      to={BENEFICIARY_TYPE_PATH}
      leftSection={<IconPlus size={18} aria-hidden />}
      radius="xl"
      data-testid="add-beneficiary"
    >
      {t('list.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={total > 0 ? `${t('list.intro')} ${t('list.count', { count: total })}.` : t('list.intro')}
        actions={addButton}
      />
      {groups.isPending && <LoadingState rows={4} height={120} />}
      {groups.isError && <ErrorState error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.data && total === 0 && (
        <EmptyState title={t('list.emptyTitle')}>
          <Text fz="sm" c="dimmed" maw={420}>
            {t('list.emptyBody')}
          </Text>
          {addButton}
        </EmptyState>
      )}
      {groups.data && total > 0 && (
        <Stack gap="xl">
          <TextInput
            maw={{ sm: 420 }}
            radius="xl"
            size="md"
            aria-label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            leftSection={<IconSearch size={18} aria-hidden />}
            rightSection={
              isSearching ? (
                <CloseButton
                  aria-label={t('states.clearSearch', { ns: 'common' })}
                  onClick={() => setQuery('')}
                />
              ) : null
            }
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            data-testid="beneficiary-search"
          />
          {shown.length === 0 && (
            <EmptyState title={t('list.noMatch', { query: query.trim() })}>
              <Text fz="sm" c="dimmed">
                {t('list.noMatchHint')}
              </Text>
            </EmptyState>
          )}
          {shown.map((group) => (
            <BeneficiaryGroupSection
              key={group.beneficiaryType}
              group={group}
              canSend={canSend(group)}
              onDelete={setToDelete}
            />
          ))}
        </Stack>
      )}
      <DeleteBeneficiaryDialog
        beneficiary={toDelete}
        isDeleting={deletion.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
