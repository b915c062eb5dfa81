/** The colour and icon of an account by its type: main (the universe's colour), savings, other currencies. */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { IconBuildingBank, IconPigMoney, IconWorld, type TablerIcon } from '@tabler/icons-react';

export type AccountTone = 'main' | 'saving' | 'foreign';

export function getAccountTone(account: Pick<Account, 'accountType' | 'currency'>): AccountTone {
  if (account.accountType === 'SAVING') {
    return 'saving';
  }
  return account.currency === 'TND' ? 'main' : 'foreign';
}

export const TONE_ICONS: Record<AccountTone, TablerIcon> = {
  main: IconBuildingBank,
  saving: IconPigMoney,
  foreign: IconWorld,
};
