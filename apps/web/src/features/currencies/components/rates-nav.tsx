/** Switches between the rates table and the converter, as two tabs over the same data. */
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

const TABS = [
  { path: '/currencies', key: 'table' },
  { path: '/currencies/devise', key: 'converter' },
] as const;

export function RatesNav() {
  const { t } = useTranslation('currencies');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      mb="lg"
      radius="xl"
      value={pathname}
      onChange={(path) => {
        void navigate(path);
      }}
      aria-label={t('nav.label')}
      data={TABS.map((tab) => ({ value: tab.path, label: t(`nav.${tab.key}`) }))}
    />
  );
}
