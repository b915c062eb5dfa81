/** `/dashboard`: the visitor's home — who the bank is, the public services, the latest news and offers, how to sign in or try the demo. */
import { Stack } from '@mantine/core';
import { CurrentOffers } from '../components/current-offers';
import { DashboardHero } from '../components/dashboard-hero';
import { GoodToKnow } from '../components/good-to-know';
import { LatestNews } from '../components/latest-news';
import { QuickLinks } from '../components/quick-links';

export function PublicDashboardPage() {
  return (
    <Stack gap={40}>
      <DashboardHero />
      <QuickLinks />
      <LatestNews />
      <CurrentOffers />
      <GoodToKnow />
    </Stack>
  );
}
