/** The person at the top of the profile: photo (change or remove), name, customer number, segment and pack. */
import type { UserProfile } from '@baraka/contracts/identity/auth';
import { Avatar, Badge, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useProfilePhoto } from '../../../lib/profile-photo';
import { getDisplayName } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { fetchProfile } from '../api/profile';
import { applyProfile } from '../api/profile-answers';
import { removePhoto } from '../api/remove-photo';
import { uploadPhoto } from '../api/upload-photo';
import { checkPhotoFile } from '../utils/photo-file';

export function PhotoCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const photo = useProfilePhoto(profile.photoUri);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const name = getDisplayName(profile, getCurrentLanguage());

  const choose = (file: File | null) => {
    if (!file) {
      return;
    }
    const local = checkPhotoFile(file);
    if (local) {
      setProblem(t(`photo.problems.${local}`));
      return;
    }
    setProblem(null);
    setIsBusy(true);
    uploadPhoto(file)
      .then((next) => applyProfile(queryClient, next))
      .catch((error: unknown) => setProblem(error instanceof ApiError ? error.message : t('photo.failed')))
      .finally(() => setIsBusy(false));
  };
  const remove = () => {
    setIsBusy(true);
    removePhoto()
      .then(() => fetchProfile())
      .then((next) => applyProfile(queryClient, next))
      .catch(() => setProblem(t('photo.failed')))
      .finally(() => setIsBusy(false));
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group gap="lg" align="center" wrap="wrap">
        <Avatar src={photo} alt={t('photo.alt')} size={96} radius={48} data-testid="profile-photo">
          {name.slice(0, 1)}
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
          <Title order={2} fz="h3">
            {name}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('facts.customerNumber')} <bdi>{profile.customerNumber}</bdi>
          </Text>
          <Group gap="xs">
            <Badge variant="light">{profile.bankCustomer.segment.name}</Badge>
            <Badge variant="outline">{t(`packs.${profile.bankCustomer.pack}`)}</Badge>
          </Group>
          <Group gap="xs" mt={4}>
            <FileButton
              onChange={choose}
              accept="image/jpeg,image/png"
              inputProps={{ 'data-testid': 'photo-input' } as object}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  loading={isBusy}
                  leftSection={<IconCamera size={16} aria-hidden />}
                >
                  {t('photo.change')}
                </Button>
              )}
            </FileButton>
            {profile.photoUri && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={remove}
                disabled={isBusy}
                leftSection={<IconTrash size={16} aria-hidden />}
              >
                {t('photo.remove')}
              </Button>
            )}
          </Group>
          <Text fz="xs" c={problem ? 'red' : 'dimmed'} role={problem ? 'alert' : undefined}>
            {problem ?? t('photo.hint')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
