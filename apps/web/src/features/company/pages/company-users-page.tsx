/**
 * `/company/users`: the company's account holder sees its users, what each may do, and changes it
 * (rights, suspension, revocation, a new login), each change with the one-time code and recorded.
 */
import type { CompanyUser } from '@baraka/contracts/identity/company';
import { Alert, Button, Stack } from '@mantine/core';
import { IconCircleCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { isCompanyHolder, useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { useCompanyChanges } from '../api/company-changes';
import { useCompanyUsers } from '../api/company-users';
import { type AccessChange, AccessDialog } from '../components/access-dialog';
import { AccountsDialog } from '../components/accounts-dialog';
import { ChangesList } from '../components/changes-list';
import { InviteDialog } from '../components/invite-dialog';
import { RightsDialog } from '../components/rights-dialog';
import { UserCard } from '../components/user-card';

type Dialog =
  | { kind: 'rights'; user: CompanyUser }
  | { kind: 'accounts'; user: CompanyUser }
  | { kind: 'access'; user: CompanyUser; change: AccessChange }
  | { kind: 'invite' }
  | null;

export function CompanyUsersPage() {
  const { t } = useTranslation('company');
  const session = useSession();
  const isHolder = isCompanyHolder(session);
  const users = useCompanyUsers();
  const changes = useCompanyChanges();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [invited, setInvited] = useState<string | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('intro', { company: session.user?.bankCustomer.name ?? '' })}
        actions={
          isHolder ? (
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setDialog({ kind: 'invite' })}
            >
              {t('actions.invite')}
            </Button>
          ) : undefined
        }
      />
      {invited && (
        <Alert color="green" variant="light" radius="lg" icon={<IconCircleCheck aria-hidden />} role="status">
          {t('invite.done', { username: invited })}
        </Alert>
      )}
      {users.isPending && <LoadingState rows={2} height={140} />}
      {users.isError && <ErrorState error={users.error} onRetry={() => void users.refetch()} />}
      {users.data?.length === 0 && <EmptyState title={t('empty.title')}>{t('empty.body')}</EmptyState>}
      {users.data && users.data.length > 0 && (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {users.data.map((user) => (
            <UserCard
              key={user.id}
              user={user}
              onEditRights={() => setDialog({ kind: 'rights', user })}
              onEditAccounts={() => setDialog({ kind: 'accounts', user })}
              onChangeAccess={(change) => setDialog({ kind: 'access', user, change })}
            />
          ))}
        </Stack>
      )}
      {changes.data && <ChangesList changes={changes.data} />}
      {dialog?.kind === 'rights' && <RightsDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'accounts' && <AccountsDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'access' && (
        <AccessDialog user={dialog.user} change={dialog.change} onClose={close} />
      )}
      {dialog?.kind === 'invite' && (
        <InviteDialog
          onClose={close}
          onInvited={(username) => {
            setInvited(username);
            close();
          }}
        />
      )}
    </Stack>
  );
}
