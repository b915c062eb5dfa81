/** Keeps Mantine's direction (and so its RTL styles) on the language: Arabic reads right to left. */
import type { Language } from '@baraka/contracts/shared/common';
import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { i18n } from '../lib/i18n';
import { getDirection } from '../lib/language';

export function DirectionSync() {
  const { setDirection } = useDirection();
  useEffect(() => {
    const apply = (language: Language) => setDirection(getDirection(language));
    apply(i18n.language);
    return i18n.onLanguageChange(apply);
  }, [setDirection]);
  return null;
}
