/** The payee's account as people read it: RIB in its groups with the bank named, or IBAN and BIC. */
import type { TransferPayee } from '@baraka/contracts/transfers/schemas';
import { formatIban, formatRib } from '@baraka/domain/rib/iban';
import { findTunisianBank } from '@baraka/domain/rib/tunisian-banks';
import { Text } from '@mantine/core';

export function describePayeeAccount(payee: TransferPayee): { number: string; bank: string | null } {
  if (payee.iban) {
    return { number: formatIban(payee.iban), bank: payee.bic };
  }
  if (payee.rib && /^\d{20}$/.test(payee.rib)) {
    return { number: formatRib(payee.rib), bank: findTunisianBank(payee.rib)?.name ?? null };
  }
  return { number: payee.rib ?? '', bank: null };
}

export function PayeeAccount({ payee }: { payee: TransferPayee }) {
  const { number, bank } = describePayeeAccount(payee);
  return (
    <>
      <Text fz="sm" fw={600}>
        <bdi dir="ltr">{number}</bdi>
      </Text>
      {bank && (
        <Text fz="xs" c="dimmed">
          {bank}
        </Text>
      )}
    </>
  );
}
