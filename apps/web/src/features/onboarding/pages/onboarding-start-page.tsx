/** `/digital-onboarding`: what opening an account online takes, and a start (or a way back to one). */
import {
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAddressBook, IconBolt, IconChecklist, IconId, IconPhotoScan } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { Link, useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { onboardingKeys } from '../api/onboarding-keys';
import { CurrentApplicationCard } from '../components/current-application-card';
import { ForgetApplicationDialog } from '../components/forget-application-dialog';
import { useStoredApplication } from '../hooks/use-stored-application';
import { forgetApplication } from '../utils/application-store';
import { PROCESS_STEPS } from '../utils/process-steps';

const STEP_ICONS = {
  identity: IconId,
  documents: IconPhotoScan,
  contact: IconAddressBook,
  summary: IconChecklist,
};

export function OnboardingStartPage() {
  const { t } = useTranslation('onboarding');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { stored, setStored, query } = useStoredApplication();
  const [isConfirming, setIsConfirming] = useState(false);
  const startNew = () => {
    forgetApplication();
    setStored(null);
    queryClient.removeQueries({ queryKey: onboardingKeys.applications() });
    void navigate('/digital-onboarding/process');
  };
  const held = stored && query.data ? query.data : null;

  return (
    <Container size="lg" px={0}>
      <PageHeader title={t('start.title')} description={t('start.description')} />
      {held && <CurrentApplicationCard application={held} onForget={() => setIsConfirming(true)} />}
      <ForgetApplicationDialog
        reference={held?.reference ?? null}
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        onConfirm={startNew}
      />
      <Stack gap="xl">
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="md"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {PROCESS_STEPS.map((step, index) => {
            const Icon = STEP_ICONS[step];
            return (
              <Paper key={step} component="li" withBorder radius="lg" p="lg">
                <Stack gap="xs">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
                      <Icon size={22} />
                    </ThemeIcon>
                    <Text fw={700}>
                      {t('start.stepTitle', { number: index + 1, name: t(`steps.${step}`) })}
                    </Text>
                  </Group>
                  <Text fz="sm" c="dimmed">
                    {t(`start.steps.${step}`)}
                  </Text>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Title order={2} fz="h3" mb="sm">
            {t('start.needTitle')}
          </Title>
          <List spacing="xs" fz="sm">
            <List.Item>{t('start.need.document')}</List.Item>
            <List.Item>{t('start.need.phone')}</List.Item>
            <List.Item>{t('start.need.email')}</List.Item>
            <List.Item>{t('start.need.age')}</List.Item>
          </List>
          <Text fz="sm" c="dimmed" mt="md">
            {t('start.resumeNote')}
          </Text>
          <Group gap="sm" mt="lg">
            {held ? (
              <Button size="md" onClick={() => setIsConfirming(true)}>
                {t('start.beginNew')}
              </Button>
            ) : (
              <Button component={Link} to="/digital-onboarding/process" size="md">
                {t('start.begin')}
              </Button>
            )}
            <Button
              component={Link}
              to="/fast-onboarding/register/step1"
              size="md"
              variant="light"
              leftSection={<IconBolt size={18} aria-hidden />}
            >
              {t('start.fast')}
            </Button>
          </Group>
          <Text fz="xs" c="dimmed" mt="xs">
            {t('start.fastNote')}
          </Text>
        </Paper>
      </Stack>
    </Container>
  );
}
