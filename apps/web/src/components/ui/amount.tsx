/**
 * An amount of money: exact decimal text in its currency, written per language, laid out left to
 * right and isolated from the text around it (so Arabic never moves its sign or digits), and
 * masked while the customer hides balances.
 */
import { Text, type TextProps, VisuallyHidden } from '@mantine/core';
import { useBalancesHidden } from '../../lib/balance-visibility';
import { formatHiddenMoney, formatMoney } from '../../lib/money-format';
import { useTranslation } from '../../lib/use-translation';
import classes from './amount.module.css';

export type AmountProps = TextProps & {
  value: string;
  currency: string;
  /** "+" on credits, "−" on debits. */
  signed?: boolean;
  /** False for figures that are not the customer's money (limits, fees): never masked. */
  isHideable?: boolean;
  'data-testid'?: string;
};

export function Amount({ value, currency, signed = false, isHideable = true, ...textProps }: AmountProps) {
  const { t, i18n } = useTranslation('common');
  const isHidden = useBalancesHidden() && isHideable;
  if (isHidden) {
    return (
      <Text component="bdi" dir="ltr" className={classes.amount} data-hidden-amount {...textProps}>
        <span aria-hidden>{formatHiddenMoney(currency, i18n.language)}</span>
        <VisuallyHidden>{t('amounts.hidden')}</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Text component="bdi" dir="ltr" className={classes.amount} {...textProps}>
      {formatMoney(value, currency, i18n.language, { signed })}
    </Text>
  );
}
