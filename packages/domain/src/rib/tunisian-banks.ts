/**
 * Tunisian banks by the two-digit code that opens their RIBs (the central bank's numbering), so a
 * form can name the payee's bank while the RIB is typed. Al Baraka Bank Tunisia is code 32.
 */
import { BANK_CODE } from './iban.ts';
import { normalizeRib } from './rib-key.ts';

export type TunisianBank = { code: string; shortName: string; name: string };

export const TUNISIAN_BANKS: readonly TunisianBank[] = [
  { code: '01', shortName: 'ATB', name: 'Arab Tunisian Bank' },
  { code: '03', shortName: 'BNA', name: 'Banque Nationale Agricole' },
  { code: '04', shortName: 'Attijari bank', name: 'Attijari Bank Tunisie' },
  { code: '05', shortName: 'BT', name: 'Banque de Tunisie' },
  { code: '07', shortName: 'Amen Bank', name: 'Amen Bank' },
  { code: '08', shortName: 'BIAT', name: 'Banque Internationale Arabe de Tunisie' },
  { code: '10', shortName: 'STB', name: 'Société Tunisienne de Banque' },
  { code: '11', shortName: 'UBCI', name: "Union Bancaire pour le Commerce et l'Industrie" },
  { code: '12', shortName: 'UIB', name: 'Union Internationale de Banques' },
  { code: '14', shortName: 'BH Bank', name: "Banque de l'Habitat" },
  { code: '16', shortName: 'Citibank', name: 'Citibank Tunisie' },
  { code: '17', shortName: 'La Poste', name: 'La Poste Tunisienne' },
  { code: '20', shortName: 'BTK', name: 'Banque Tuniso-Koweïtienne' },
  { code: '21', shortName: 'TSB', name: 'Tunisian Saudi Bank' },
  { code: '23', shortName: 'QNB', name: 'QNB Tunisia' },
  { code: '24', shortName: 'BTE', name: 'Banque de Tunisie et des Emirats' },
  { code: '25', shortName: 'Zitouna', name: 'Banque Zitouna' },
  { code: '26', shortName: 'BTL', name: 'Banque Tuniso-Libyenne' },
  { code: '28', shortName: 'ABC', name: 'Arab Banking Corporation Tunisie' },
  { code: BANK_CODE, shortName: 'Al Baraka', name: 'Al Baraka Bank Tunisia' },
  { code: '47', shortName: 'Wifak Bank', name: 'Wifak International Bank' },
];

const BY_CODE: ReadonlyMap<string, TunisianBank> = new Map(TUNISIAN_BANKS.map((bank) => [bank.code, bank]));

/** The bank whose code opens this RIB (or a partly typed one), once two digits are there. */
export function findTunisianBank(ribOrCode: string): TunisianBank | undefined {
  const code = normalizeRib(ribOrCode).slice(0, 2);
  return /^\d{2}$/.test(code) ? BY_CODE.get(code) : undefined;
}

export function isOwnBankRib(rib: string): boolean {
  return normalizeRib(rib).startsWith(BANK_CODE);
}
