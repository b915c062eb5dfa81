/** The "hide amounts" switch: a toggle button (aria-pressed), remembered on this device. */
import { Button, type ButtonProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { setBalancesHidden, useBalancesHidden } from '../../../lib/balance-visibility';
import { useTranslation } from '../../../lib/use-translation';

export function HideBalancesButton(props: ButtonProps) {
  const { t } = useTranslation('accounts');
  const isHidden = useBalancesHidden();
  const Icon = isHidden ? IconEye : IconEyeOff;
  return (
    <Button
      variant="default"
      radius="xl"
      leftSection={<Icon size={18} aria-hidden />}
      aria-pressed={isHidden}
      onClick={() => setBalancesHidden(!isHidden)}
      data-testid="toggle-balances"
      {...props}
    >
      {isHidden ? t('visibility.show') : t('visibility.hide')}
    </Button>
  );
}
