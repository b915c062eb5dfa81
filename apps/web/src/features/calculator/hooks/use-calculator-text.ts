/** The calculator's texts and the language to format numbers in; re-renders when the language changes. */
import type { Language } from '@baraka/contracts/common';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage } from '../../../lib/i18n';

export function useCalculatorText(): { t: TFunction<'calculator'>; language: Language } {
  const { t } = useTranslation('calculator');
  return { t, language: getCurrentLanguage() };
}
