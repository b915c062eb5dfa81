/**
 * One card as the customer holds it: the product family's art, chip and network mark, the masked
 * number, holder and expiry; a blocked card is veiled with its reason.
 */
import type { Card } from '@baraka/contracts/cards/schemas';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import classes from './card-visual.module.css';

type CardVisualProps = Pick<
  Card,
  | 'family'
  | 'cardNumber'
  | 'holderName'
  | 'expirationDate'
  | 'status'
  | 'blockReason'
  | 'wording'
  | 'cardProductCode'
>;

/** Mastercard products show the two circles; the others the Visa word mark. */
function NetworkMark({ productCode }: { productCode: string }) {
  if (/master|mc/i.test(productCode)) {
    return (
      <span className={classes.network} aria-hidden>
        <span className={`${classes.circle} ${classes.red}`} />
        <span className={`${classes.circle} ${classes.amber}`} />
      </span>
    );
  }
  return (
    <span className={`${classes.network} ${classes.wordmark}`} aria-hidden>
      VISA
    </span>
  );
}

/** "2028-06" → "06/28", as printed on a card. */
export const toCardExpiry = (month: string) => `${month.slice(5, 7)}/${month.slice(2, 4)}`;

export function CardVisual(props: CardVisualProps) {
  const { t } = useTranslation('cards');
  const isBlocked = props.status === 'BLOCKED';
  return (
    <div
      className={`${classes.card} ${classes[props.family]}`}
      role="img"
      aria-label={t('card.ariaLabel', {
        product: props.wording,
        number: props.cardNumber,
        expiry: toCardExpiry(props.expirationDate),
      })}
      data-testid="card-visual"
      data-family={props.family}
      // A card is an object: it looks the same in every language, chip on the left.
      dir="ltr"
    >
      <div className={classes.top}>
        <span className={classes.product}>{props.wording}</span>
        <NetworkMark productCode={props.cardProductCode} />
      </div>
      <span className={classes.chip} aria-hidden />
      <bdi dir="ltr" className={classes.number}>
        {props.cardNumber}
      </bdi>
      <div className={classes.bottom}>
        <div style={{ minWidth: 0 }}>
          <div className={classes.label}>{t('card.holder')}</div>
          <div className={classes.value}>{props.holderName}</div>
        </div>
        <div>
          <div className={classes.label}>{t('card.expires')}</div>
          <bdi dir="ltr" className={classes.value}>
            {toCardExpiry(props.expirationDate)}
          </bdi>
        </div>
      </div>
      {isBlocked && (
        <div className={classes.blocked} data-testid="card-blocked-overlay">
          <IconLock size={28} aria-hidden />
          <span>{t('status.BLOCKED')}</span>
          {props.blockReason && (
            <span style={{ fontWeight: 500 }}>{t(`blockReasons.${props.blockReason}`)}</span>
          )}
        </div>
      )}
    </div>
  );
}
