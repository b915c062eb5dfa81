/**
 * `/profile`: the person (photo, name, customer number, segment and pack), the phone and e-mail
 * (changed with a code sent to the new one), the other contact details and the favourite account.
 */
import { Box, Divider, Paper, Stack, Title } from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { useProfile } from '../api/profile';
import { ContactChange } from '../components/contact-change';
import { DetailsForm } from '../components/details-form';
import { FavoriteAccount } from '../components/favorite-account';
import { PhotoCard } from '../components/photo-card';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  return (
    <Box maw={860} mx="auto">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {profile.isPending && <LoadingState rows={3} height={140} />}
      {profile.isError && <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.data && (
        <Stack gap="lg">
          <PhotoCard profile={profile.data} />
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Title order={2} fz="h4" mb="md">
              {t('contacts.title')}
            </Title>
            <Stack gap="md">
              <ContactChange kind="phone" profile={profile.data} />
              <Divider />
              <ContactChange kind="email" profile={profile.data} />
              <Divider />
              <DetailsForm profile={profile.data} />
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Title order={2} fz="h4" mb="md">
              {t('favorite.title')}
            </Title>
            <FavoriteAccount profile={profile.data} />
          </Paper>
        </Stack>
      )}
    </Box>
  );
}
