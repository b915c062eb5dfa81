/** The product's mark: an eight-pointed star (two interlaced squares) on the bank's orange-to-red tile. */
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import classes from './logo.module.css';

type LogoMarkProps = { size?: number; title?: string };

export function LogoMark({ size = 40, title }: LogoMarkProps) {
  // React ids contain characters that break `url(#id)` references.
  const gradientId = `logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      className={classes.mark}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#F17030" />
          <stop offset="1" stopColor="#C62032" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${gradientId})`} />
      <g fill="none" stroke="#fff" strokeWidth="2.6" strokeLinejoin="round">
        <rect x="14" y="14" width="20" height="20" />
        <rect x="14" y="14" width="20" height="20" transform="rotate(45 24 24)" />
      </g>
      <circle cx="24" cy="24" r="4.2" fill="#fff" />
    </svg>
  );
}

type LogoProps = { size?: number; isCompact?: boolean };

/** Mark and wordmark; the wordmark follows the language ("Al Baraka", "البركة"). */
export function Logo({ size = 40, isCompact = false }: LogoProps) {
  const { t } = useTranslation('common');
  return (
    <span className={classes.logo}>
      <LogoMark size={size} />
      {!isCompact && (
        <span className={classes.wordmark}>
          <span className={classes.name}>{t('brand.name')}</span>
          <span className={classes.tagline}>{t('brand.onlineBanking')}</span>
        </span>
      )}
    </span>
  );
}
