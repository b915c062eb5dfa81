/**
 * "Bonjour Amina" and today's date, at the top of the private dashboard; for a company's user, the
 * company it works for too.
 */
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { getDayPart, getTunisHour } from '../utils/day-part';

export function DashboardGreeting() {
  const { t, i18n } = useTranslation('accounts');
  const { user } = useSession();
  const [now] = useState(() => new Date());
  const name =
    (i18n.language === 'ar' && user?.fullNameAr ? user.fullNameAr.split(' ')[0] : user?.firstName) ?? '';
  const company = user?.bankCustomer.kind === 'COMPANY' ? user.bankCustomer.name : null;
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }} data-testid="dashboard-greeting">
        {t(`dashboard.greeting.${getDayPart(getTunisHour(now))}`, { name })}
      </Title>
      <Text c="dimmed">
        {company && (
          <Text span fw={600} c="var(--mantine-color-text)" data-testid="dashboard-company">
            {company} ·{' '}
          </Text>
        )}
        {t('dashboard.today', { date: formatDate(now.getTime(), i18n.language, 'long') })}
      </Text>
    </Stack>
  );
}
