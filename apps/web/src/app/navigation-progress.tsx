/** A thin bar at the top of the window while the next page's code or guards are loading. */
import { useTranslation } from 'react-i18next';
import { useNavigation } from '../lib/router';
import classes from './navigation-progress.module.css';

export function NavigationProgress() {
  const { t } = useTranslation('common');
  if (useNavigation() === 'idle') {
    return null;
  }
  return <div className={classes.bar} role="progressbar" aria-label={t('a11y.loading')} />;
}
