/** Top of a branch or ATM detail: back to the list, the place's name and kind. */
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

type DetailHeaderProps = { kindLabel: string; name: string; onBack: () => void; children?: ReactNode };

export function DetailHeader({ kindLabel, name, onBack, children }: DetailHeaderProps) {
  const { t } = useTranslation('locator');
  return (
    <Stack gap={6}>
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        w="fit-content"
        onClick={onBack}
        leftSection={<IconArrowLeft size={16} className="mirror-in-rtl" aria-hidden />}
      >
        {t('detail.back')}
      </Button>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
        {kindLabel}
      </Text>
      <Title order={2} fz="h3">
        {name}
      </Title>
      {children}
    </Stack>
  );
}
