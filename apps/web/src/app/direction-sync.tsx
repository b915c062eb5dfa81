/** Keeps Mantine's direction (and so its RTL styles) on the language: Arabic reads right to left. */
import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { i18n } from '../lib/i18n';
import { getDirection, isLanguage } from '../lib/language';

export function DirectionSync() {
  const { setDirection } = useDirection();
  useEffect(() => {
    const apply = (language: string) => {
      if (isLanguage(language)) {
        setDirection(getDirection(language));
      }
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => {
      i18n.off('languageChanged', apply);
    };
  }, [setDirection]);
  return null;
}
