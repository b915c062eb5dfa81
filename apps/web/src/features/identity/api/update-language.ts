/** PUT secure/update-language: the language the bank writes to the user in (SMS, e-mail). */

import { profileEndpoints } from '@baraka/contracts/identity/endpoints';
import type { Language } from '@baraka/contracts/shared/common';
import { call } from '../../../lib/call';

export function putLanguage(language: Language): Promise<boolean> {
  return call(profileEndpoints.updateLanguage, { body: { language } });
}
