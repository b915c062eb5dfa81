/** The simulators' texts and the language to format numbers in; re-renders when the language changes. */
import type { Language } from '@baraka/contracts/shared/common';
import { getCurrentLanguage } from '../../../lib/i18n';
import type { TFunction } from '../../../lib/translator';
import { useTranslation } from '../../../lib/use-translation';

export function useSimulatorText(): { t: TFunction; language: Language } {
  const { t } = useTranslation('simulators');
  return { t, language: getCurrentLanguage() };
}
