/** PUT secure/update-language: the language the bank writes to the user in (SMS, e-mail). */
import type { Language } from '@baraka/contracts/common';
import { profileEndpoints } from '@baraka/contracts/profile-endpoints';
import { call } from '../../../lib/call';

export function putLanguage(language: Language): Promise<boolean> {
  return call(profileEndpoints.updateLanguage, { body: { language } });
}
