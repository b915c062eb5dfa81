/** `/dashboard`: the visitor's home — who the bank is, the public services, how to sign in or try the demo. */
import { Stack } from '@mantine/core';
import { DashboardHero } from '../components/dashboard-hero';
import { GoodToKnow } from '../components/good-to-know';
import { QuickLinks } from '../components/quick-links';

export function PublicDashboardPage() {
  return (
    <Stack gap={40}>
      <DashboardHero />
      <QuickLinks />
      <GoodToKnow />
    </Stack>
  );
}
