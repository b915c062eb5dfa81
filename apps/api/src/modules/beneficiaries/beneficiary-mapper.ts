/** A stored payee as spec §3 "Beneficiary" shows it, with the bank named. */
import type { Beneficiary } from '@baraka/contracts';
import { type BeneficiaryType, findTunisianBank, ribToIban } from '@baraka/domain';
import type { BeneficiaryWithCreator } from './beneficiaries.queries.ts';

const bankOf = (row: BeneficiaryWithCreator) => {
  if (row.rib) {
    const bank = findTunisianBank(row.rib);
    return { bankCode: row.rib.slice(0, 2), bankName: bank?.name ?? null, bankAddress: null };
  }
  return { bankCode: null, bankName: row.bankName, bankAddress: row.bankAddress };
};

export const toBeneficiary = (row: BeneficiaryWithCreator): Beneficiary => ({
  id: row.id,
  beneficiaryType: row.beneficiaryType as BeneficiaryType,
  firstName: row.firstName,
  lastName: row.lastName,
  nickName: row.nickName,
  rib: row.rib,
  iban: row.iban ?? (row.rib ? ribToIban(row.rib) : null),
  swiftCode: row.swiftCode,
  ...bankOf(row),
  email: row.email,
  phoneNumber: row.phoneNumber,
  creator: row.creatorName,
  createdDate: row.createdAt.toISOString(),
  lastModifiedDate: row.lastModifiedAt.toISOString(),
});
