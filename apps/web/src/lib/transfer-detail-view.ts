/** What the transfer pages derive from a transfer: its payee's account as printed, totals, its refusals. */

import type { TransferInfo, TransferPayee, TransferStatus } from '@baraka/contracts/transfers/schemas';
import { formatIban, formatRib } from '@baraka/domain/rib/iban';
import { findTunisianBank } from '@baraka/domain/rib/tunisian-banks';

/** "08 001 0001234567890 13" or "FR76 3000 …", ready to read aloud; null when there is none. */
export function formatPayeeAccount(payee: Pick<TransferPayee, 'rib' | 'iban'>): string | null {
  if (payee.iban) {
    return formatIban(payee.iban);
  }
  return payee.rib && /^\d{20}$/.test(payee.rib) ? formatRib(payee.rib) : payee.rib;
}

/** The Tunisian bank a RIB belongs to ("BIAT"), or null abroad or when unknown. */
export function getPayeeBankName(payee: Pick<TransferPayee, 'rib' | 'iban'>): string | null {
  if (payee.iban || !payee.rib) {
    return null;
  }
  return findTunisianBank(payee.rib)?.shortName ?? null;
}

/** The payee is paid in another currency than the account's (an international transfer). */
export const hasConversion = (info: Pick<TransferInfo, 'currencySender' | 'currencyReceiver'>): boolean =>
  info.currencySender !== info.currencyReceiver;

/** Refused, failed or held: shown in red, and never cancellable. */
export const isRefusedStatus = (status: TransferStatus): boolean =>
  status === 'REJECTED' || status === 'FAILED' || status === 'BLOCKED';

/** Exact sum of two decimal texts ("750.000" + "2.500" = "752.500"), keeping the longer fraction. */
export function addDecimals(first: string, second: string): string {
  const digits = Math.max(first.split('.')[1]?.length ?? 0, second.split('.')[1]?.length ?? 0);
  const toUnits = (text: string) => {
    const isNegative = text.trim().startsWith('-');
    const [whole = '0', fraction = ''] = text.trim().replace(/^[-+]/, '').split('.');
    const units = BigInt(whole + fraction.padEnd(digits, '0'));
    return isNegative ? -units : units;
  };
  const sum = toUnits(first) + toUnits(second);
  const absolute = (sum < 0n ? -sum : sum).toString().padStart(digits + 1, '0');
  const whole = absolute.slice(0, absolute.length - digits);
  const fraction = digits > 0 ? `.${absolute.slice(absolute.length - digits)}` : '';
  return `${sum < 0n ? '-' : ''}${whole}${fraction}`;
}
