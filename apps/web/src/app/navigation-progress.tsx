/** A thin bar at the top of the window while the next page's code or guards are loading. */

import { useNavigation } from '../lib/router';
import { useTranslation } from '../lib/use-translation';
import classes from './navigation-progress.module.css';

export function NavigationProgress() {
  const { t } = useTranslation('common');
  if (useNavigation() === 'idle') {
    return null;
  }
  return <div className={classes.bar} role="progressbar" aria-label={t('a11y.loading')} />;
}
