/** Finding a payee by what people remember: a first or last name, or the nickname they gave. */
import type { Beneficiary, BeneficiaryGroup } from '@baraka/contracts/beneficiaries/schemas';

/** Lower case, without accents or extra spaces: "Bénédicte  BEN Salah" → "benedicte ben salah". */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Every word typed is found in the names or the nickname, in any order. */
export function matchesSearch(
  beneficiary: Pick<Beneficiary, 'firstName' | 'lastName' | 'nickName'>,
  query: string,
): boolean {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) {
    return true;
  }
  const haystack = normalizeSearchText(
    [beneficiary.firstName, beneficiary.lastName, beneficiary.nickName ?? ''].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

/** Each group keeps only its matching payees; the groups themselves stay, for their rights. */
export function filterGroups(groups: readonly BeneficiaryGroup[], query: string): BeneficiaryGroup[] {
  return groups.map((group) => ({
    ...group,
    beneficiaries: group.beneficiaries.filter((beneficiary) => matchesSearch(beneficiary, query)),
  }));
}
