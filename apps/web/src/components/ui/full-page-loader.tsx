/** Shown while the first page of a visit loads: the mark and a spinner, announced to screen readers. */
import { Center, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { LogoMark } from './logo';

export function FullPageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="lg">
        <LogoMark size={56} />
        <Loader size="md" aria-hidden />
        <VisuallyHidden>{t('a11y.loading')}</VisuallyHidden>
      </Stack>
    </Center>
  );
}
