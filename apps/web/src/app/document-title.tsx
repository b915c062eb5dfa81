/** Keeps the browser tab's title on the current area, in the current language. */
import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useCurrentRoute } from './use-current-route';

export function DocumentTitle() {
  const { t } = useTranslation(['menu', 'common']);
  const route = useCurrentRoute();
  const brand = t('brand.fullName', { ns: 'common' });
  const title = route ? `${t(`areas.${route.area}`)} · ${brand}` : brand;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
