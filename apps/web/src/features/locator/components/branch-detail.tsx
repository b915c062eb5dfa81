/** A branch: today's status from its timetable and the holidays, address, contact, timetables, services. */
import { getOpeningStatus } from '@baraka/domain/locator/opening-status';
import { Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMail, IconUser } from '@tabler/icons-react';
import { LoadingState } from '../../../components/ui/async-states';
import { formatIsoDate } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useBranchDetail } from '../api/get-branch-detail';
import { toDomainHolidays } from '../utils/places';
import { ContactLines } from './contact-lines';
import { DetailError } from './detail-error';
import { DetailHeader } from './detail-header';
import { OpeningBadge } from './opening-badge';
import { ScheduleTable } from './schedule-table';

type BranchDetailProps = { branchId: string; now: Date; onBack: () => void };

export function BranchDetail({ branchId, now, onBack }: BranchDetailProps) {
  const { t, i18n } = useTranslation('locator');
  const localize = useLocalize();
  const detail = useBranchDetail(branchId);
  if (detail.isPending) {
    return <LoadingState rows={3} height={90} />;
  }
  if (detail.isError) {
    return <DetailError error={detail.error} onRetry={() => void detail.refetch()} onBack={onBack} />;
  }
  const branch = detail.data;
  const opening = getOpeningStatus({
    schedules: branch.scheduleList,
    holidays: toDomainHolidays(branch.bankHolidays),
    status: branch.status,
    at: now,
  });
  const nextHolidays = branch.bankHolidays.slice(0, 3);
  const kind = branch.branchType === 'REGIONAL_DIR' ? t('branch.regional') : t('branch.kind');
  return (
    <Stack gap="lg" data-testid="branch-detail">
      <DetailHeader
        kindLabel={branch.mainBranch ? t('branch.main') : kind}
        name={localize(branch.branchName)}
        onBack={onBack}
      >
        <Group gap={6}>
          <OpeningBadge status={opening} />
          {branch.westernUnion && (
            <Badge color="yellow" variant="light" radius="sm" tt="none">
              Western Union
            </Badge>
          )}
        </Group>
      </DetailHeader>
      <ContactLines address={branch.address} />
      <Stack gap={4}>
        <Title order={3} fz="sm">
          {t('detail.contact')}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <IconUser size={18} aria-hidden />
          <Text fz="sm">
            {branch.contact.firstName} {branch.contact.lastName}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconMail size={18} aria-hidden />
          <Anchor href={`mailto:${branch.contact.email}`} fz="sm">
            {branch.contact.email}
          </Anchor>
        </Group>
      </Stack>
      <Stack gap={6}>
        <Title order={3} fz="sm">
          {t('detail.schedule')}
        </Title>
        <ScheduleTable schedules={branch.scheduleList} season={opening.season} />
      </Stack>
      {nextHolidays.length > 0 && (
        <Stack gap={4}>
          <Title order={3} fz="sm">
            {t('detail.holidays')}
          </Title>
          <List fz="sm" spacing={2}>
            {nextHolidays.map((holiday) => (
              <List.Item key={holiday.id}>
                {localize({ fr: holiday.nameFr, en: holiday.nameEn, ar: holiday.nameAr })} —{' '}
                {formatIsoDate(holiday.dateFrom, i18n.language)}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Stack gap={4}>
        <Title order={3} fz="sm">
          {t('detail.services')}
        </Title>
        <List fz="sm" spacing={4}>
          {branch.services.map((service) => (
            <List.Item key={service.code}>
              <Text fz="sm" fw={600} span>
                {localize(service.serviceName)}
              </Text>
              {' — '}
              <Text fz="sm" c="dimmed" span>
                {localize(service.description)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      {branch.branchType === 'AGENCY' && (
        <Button
          component={Link}
          to={`/appointment/request?branch=${branch.branchID}`}
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
          h="auto"
          py="xs"
          styles={{ label: { whiteSpace: 'normal' } }}
        >
          {t('detail.appointment')}
        </Button>
      )}
    </Stack>
  );
}
