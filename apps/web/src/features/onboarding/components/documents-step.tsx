/** Step 2: the identity document, one picture or scan per side it has (PDF, JPEG or PNG, 5 MB at most). */
import type { OnboardingApplication } from '@baraka/contracts/onboarding/applications';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowNarrowLeft, IconArrowNarrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { StoredApplication } from '../utils/application-store';
import { DocumentSlot } from './document-slot';

type DocumentsStepProps = {
  stored: StoredApplication;
  application: OnboardingApplication;
  onBack: () => void;
  onDone: () => void;
};

export function DocumentsStep({ stored, application, onBack, onDone }: DocumentsStepProps) {
  const { t } = useTranslation('onboarding');
  const kind = application.identity.identificationKind;
  const isComplete = !application.missing.includes('documents');
  const sideLabel = (side: string) =>
    application.requiredSides.length === 1 ? t('documents.sides.SINGLE') : t(`documents.sides.${side}`);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Text>{t('documents.intro', { document: t(`identity.kinds.${kind}`) })}</Text>
        <Alert variant="light" color="ocean" radius="md" icon={<IconInfoCircle aria-hidden />}>
          {t('documents.rules')}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: application.requiredSides.length }} spacing="md">
          {application.requiredSides.map((side) => (
            <DocumentSlot
              key={side}
              stored={stored}
              application={application}
              side={side}
              label={sideLabel(side)}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            onClick={onBack}
            leftSection={<IconArrowNarrowLeft size={18} className="mirror-in-rtl" aria-hidden />}
          >
            {t('actions.back')}
          </Button>
          <Button
            onClick={onDone}
            disabled={!isComplete}
            rightSection={<IconArrowNarrowRight size={18} className="mirror-in-rtl" aria-hidden />}
          >
            {t('actions.continue')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
