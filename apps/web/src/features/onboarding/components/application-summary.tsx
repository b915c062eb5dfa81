/** What the applicant entered, section by section, with a way back to each step while still a draft. */
import type { OnboardingApplication } from '@baraka/contracts/onboarding/applications';
import { Anchor, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatIsoDate } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import type { StoredApplication } from '../utils/application-store';
import { DocumentPreview } from './document-preview';

type Step = 'identity' | 'documents' | 'contact';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
      <Text fw={600} fz="sm">
        {children}
      </Text>
    </Group>
  );
}

type SummaryProps = {
  stored: StoredApplication;
  application: OnboardingApplication;
  onEdit?: (step: Step) => void;
};

export function ApplicationSummary({ stored, application, onEdit }: SummaryProps) {
  const { t, i18n } = useTranslation('onboarding');
  const localize = useLocalize();
  const { identity, contact } = application;
  const section = (step: Step, children: ReactNode) => (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          {t(`steps.${step}`)}
        </Title>
        {onEdit && (
          <Anchor component="button" type="button" fz="sm" onClick={() => onEdit(step)}>
            {t('summary.edit')}
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Row label={t('summary.reference')}>
          <span dir="ltr">{application.reference}</span>
        </Row>
        <Divider />
        {section(
          'identity',
          <>
            <Row label={t(`identity.numbers.${identity.identificationKind}`)}>
              <span dir="ltr">{identity.identificationNumber}</span>
            </Row>
            <Row label={t('identity.firstName')}>{identity.firstName}</Row>
            <Row label={t('identity.lastName')}>{identity.lastName}</Row>
            <Row label={t('identity.dateOfBirth')}>{formatIsoDate(identity.dateOfBirth, i18n.language)}</Row>
            <Row label={t('identity.agency')}>{localize(identity.agencyName)}</Row>
          </>,
        )}
        <Divider />
        {application.kind === 'FULL'
          ? section(
              'documents',
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {application.requiredSides.map((side) => {
                  const document = application.documents.find((item) => item.side === side);
                  return (
                    <Stack key={side} gap={4}>
                      <Text fz="sm" c="dimmed">
                        {application.requiredSides.length === 1
                          ? t('documents.sides.SINGLE')
                          : t(`documents.sides.${side}`)}
                      </Text>
                      {document ? (
                        <DocumentPreview stored={stored} side={side} document={document} />
                      ) : (
                        <Text fz="sm">{t('documents.missing')}</Text>
                      )}
                    </Stack>
                  );
                })}
              </SimpleGrid>,
            )
          : section('documents', <Text fz="sm">{t('summary.bringDocuments')}</Text>)}
        <Divider />
        {section(
          'contact',
          contact ? (
            <>
              <Row label={t('contact.phone')}>
                <span dir="ltr">{contact.phone}</span>
              </Row>
              <Row label={t('contact.email')}>
                <span dir="ltr">{contact.email}</span>
              </Row>
            </>
          ) : (
            <Text fz="sm">{t('summary.noContact')}</Text>
          ),
        )}
      </Stack>
    </Paper>
  );
}
