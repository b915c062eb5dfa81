/** The simulators' texts and the language to format numbers in; re-renders when the language changes. */
import type { Language } from '@baraka/contracts/shared/common';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage } from '../../../lib/i18n';

export function useSimulatorText(): { t: TFunction<'simulators'>; language: Language } {
  const { t } = useTranslation('simulators');
  return { t, language: getCurrentLanguage() };
}
