/** An ATM: whether it gives cash right now, when it can be used, where, and what it offers. */
import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { LoadingState } from '../../../components/ui/async-states';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import { useAtmDetail } from '../api/get-atm-detail';
import { ContactLines } from './contact-lines';
import { DetailError } from './detail-error';
import { DetailHeader } from './detail-header';

export function AtmDetail({ code, onBack }: { code: string; onBack: () => void }) {
  const { t } = useTranslation('locator');
  const localize = useLocalize();
  const detail = useAtmDetail(code);
  if (detail.isPending) {
    return <LoadingState rows={3} height={80} />;
  }
  if (detail.isError) {
    return <DetailError error={detail.error} onRetry={() => void detail.refetch()} onBack={onBack} />;
  }
  const atm = detail.data;
  const isInService = atm.status === 'IN_SERVICE';
  return (
    <Stack gap="lg" data-testid="atm-detail">
      <DetailHeader kindLabel={t('atm.kind')} name={localize(atm.name)} onBack={onBack}>
        <Group gap={6}>
          <Badge
            color={atm.cashDispo ? 'teal' : 'red'}
            variant="light"
            radius="sm"
            tt="none"
            data-testid="cash-badge"
          >
            {atm.cashDispo ? t('atm.cash') : t('atm.noCash')}
          </Badge>
          <Badge color={isInService ? 'gray' : 'red'} variant="outline" radius="sm" tt="none">
            {isInService ? (atm.isAlwaysOpen ? t('atm.always') : t('atm.siteHours')) : t('atm.outOfService')}
          </Badge>
        </Group>
      </DetailHeader>
      <ContactLines address={atm.address} />
      <Stack gap={4}>
        <Title order={3} fz="sm">
          {t('detail.services')}
        </Title>
        <List fz="sm" spacing={4} listStyleType="none" ps={0}>
          {atm.services.map((service) => (
            <List.Item
              key={service.code}
              icon={
                service.enable ? (
                  <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
                ) : (
                  <IconX size={16} color="var(--mantine-color-red-7)" aria-hidden />
                )
              }
            >
              <Text fz="sm" span td={service.enable ? undefined : 'line-through'}>
                {localize(service.name)}
              </Text>
              <Text fz="xs" c="dimmed">
                {service.enable ? localize(service.description) : t('atm.serviceOff')}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}
