/** While the network is gone: says so, and from when the information on screen dates when it came from the offline copy. */
import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { onAppEvent } from '../../lib/app-events';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';

export function OfflineNotice() {
  const { t, i18n } = useTranslation('common');
  const [isOffline, setIsOffline] = useState(() => !navigator.onLine);
  const [cachedAt, setCachedAt] = useState<string | null>(null);

  useEffect(() => {
    const stops = [
      onAppEvent('connection-lost', () => setIsOffline(true)),
      onAppEvent('connection-restored', () => {
        setIsOffline(false);
        setCachedAt(null);
      }),
      onAppEvent('served-from-cache', ({ cachedAt: at }) =>
        setCachedAt((now) => (now && now < at ? now : at)),
      ),
    ];
    return () => {
      for (const stop of stops) {
        stop();
      }
    };
  }, []);

  if (!isOffline) {
    return null;
  }
  return (
    <Alert
      role="status"
      color="ocean"
      variant="filled"
      radius={0}
      icon={<IconCloudOff size={18} aria-hidden />}
      data-testid="offline-notice"
      styles={{ root: { position: 'sticky', top: 0, zIndex: 300 } }}
    >
      {cachedAt
        ? t('offline.savedCopy', { date: formatDateTime(cachedAt, i18n.language) })
        : t('offline.noConnection')}
    </Alert>
  );
}
