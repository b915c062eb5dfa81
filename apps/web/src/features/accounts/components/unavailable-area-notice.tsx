/**
 * Said on the dashboard when a link led to an area this customer's access does not include (the
 * feature guard brings them here with `?unavailable=<feature>`): never a silent detour.
 */
import { FEATURE_KEYS, type FeatureKey } from '@baraka/contracts/shared/features';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';

const isFeature = (value: string | null): value is FeatureKey =>
  (FEATURE_KEYS as readonly string[]).includes(value ?? '');

export function UnavailableAreaNotice() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const feature = params.get('unavailable');
  if (!isFeature(feature)) {
    return null;
  }
  return (
    <Alert
      color="ocean"
      variant="light"
      radius="lg"
      icon={<IconLock aria-hidden />}
      title={t('unavailableArea.title', { area: t(`unavailableArea.areas.${feature}`) })}
      role="status"
      data-testid="unavailable-area"
      mb="lg"
    >
      <Text fz="sm">{t('unavailableArea.body')}</Text>
      <Anchor component={Link} to="/appointment/request" fz="sm" fw={600}>
        {t('unavailableArea.askBranch')}
      </Anchor>
    </Alert>
  );
}
