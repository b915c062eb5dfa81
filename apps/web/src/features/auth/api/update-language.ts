/** PUT secure/update-language: the language the bank writes to the user in (SMS, e-mail). */
import type { Language } from '@baraka/contracts/common';
import { apiRequest } from '../../../lib/api-client';

export function putLanguage(language: Language): Promise<boolean> {
  return apiRequest<boolean>('secure/update-language', { method: 'PUT', body: { language } });
}
