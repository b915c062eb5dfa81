/**
 * One side-menu entry: a router link, or a visibly disabled item (aria-disabled) that goes nowhere;
 * disabled items sit in a list labelled "Bientôt", so they need no badge of their own.
 */
import { NavLink, useDirection } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from '../../lib/router';
import { useTranslation } from '../../lib/use-translation';
import type { MenuEntry } from './menu-entries';
import classes from './side-menu.module.css';

// Tooltips bring the floating-position code: phones and wide screens, with labels, never fetch it.
const LinkTooltip = lazy(() => import('./link-tooltip'));

type MenuLinkProps = {
  entry: MenuEntry;
  isActive: boolean;
  isCompact: boolean;
  onNavigate?: () => void;
};

export function MenuLink({ entry, isActive, isCompact, onNavigate }: MenuLinkProps) {
  const { t } = useTranslation('menu');
  const { dir } = useDirection();
  const label = t(`entries.${entry.labelKey}`);
  const Icon = entry.icon;
  const common = {
    className: classes.link,
    classNames: { section: classes.linkSection, label: classes.linkLabel, body: classes.linkBody },
    leftSection: <Icon size={20} stroke={1.7} aria-hidden />,
    label: isCompact ? undefined : label,
  };

  const item = entry.isDisabled ? (
    <NavLink
      {...common}
      component="span"
      role="link"
      aria-disabled="true"
      aria-label={isCompact ? t('unavailable', { label }) : undefined}
      disabled
    />
  ) : (
    <NavLink
      {...common}
      component={Link}
      to={entry.to}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      aria-label={isCompact ? label : undefined}
      onClick={onNavigate}
    />
  );

  if (!isCompact) {
    return item;
  }
  return (
    <Suspense fallback={item}>
      <LinkTooltip
        label={entry.isDisabled ? t('unavailable', { label }) : label}
        position={dir === 'rtl' ? 'left' : 'right'}
      >
        {item}
      </LinkTooltip>
    </Suspense>
  );
}
