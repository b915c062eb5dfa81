/** Believable documents for tests and for looking at the PDFs: fixed data, no randomness. */
import type {
  PdfAccount,
  PdfBank,
  PdfLanguage,
  PdfOperation,
  ReceiptDocument,
  RibDocument,
  StatementDocument,
  TransferReceiptDocument,
} from '../types.ts';

export const SAMPLE_BANK: PdfBank = {
  name: 'Al Baraka Bank Tunisia',
  address: '88, avenue Hédi Chaker, 1002 Tunis Belvédère',
  phone: '+216 71 790 000',
  website: 'www.albarakabank.com.tn',
  bic: 'BEITTNTT',
};

export const SAMPLE_ACCOUNT: PdfAccount = {
  holderName: 'Amina Ben Salah',
  holderAddress: '12, rue du Lac Léman, Les Berges du Lac, 1053 Tunis',
  accountNumber: '0012345678901',
  rib: '32001001234567890151',
  iban: 'TN5932001001234567890151',
  currency: 'TND',
  minorDigits: 3,
  typeLabel: 'Compte courant',
  branchName: 'Tunis Lac',
  branchCode: '001',
  openDate: '2019-04-15',
};

export const SAMPLE_ACCOUNT_AR: PdfAccount = {
  ...SAMPLE_ACCOUNT,
  holderName: 'أمينة بن صالح',
  holderAddress: '12 نهج بحيرة ليمان، ضفاف البحيرة، 1053 تونس',
  typeLabel: 'حساب جاري',
  branchName: 'تونس البحيرة',
};

const LABELS = [
  {
    fr: 'Virement reçu - Salaire mars STE TUNISIE TELECOM',
    ar: 'تحويل وارد - أجرة شهر مارس',
    minor: 2_850_000n,
  },
  { fr: 'Retrait DAB Tunis Lac', ar: 'سحب من الموزع الآلي تونس البحيرة', minor: -200_000n },
  { fr: 'Paiement carte MONOPRIX LAC 2', ar: 'دفع بالبطاقة مونوبري البحيرة 2', minor: -87_450n },
  { fr: 'Paiement chèque n° 4512309', ar: 'خلاص صك عدد 4512309', minor: -1_250_000n },
  {
    fr: 'Échéance financement Dar Al Baraka (principal)',
    ar: 'قسط تمويل دار البركة (أصل الدين)',
    minor: -612_337n,
  },
  { fr: 'Remise chèque reçu', ar: 'صك وارد', minor: 430_500n },
  {
    fr: 'Virement émis vers Leila Trabelsi - loyer',
    ar: 'تحويل صادر إلى ليلى الطرابلسي - كراء',
    minor: -700_000n,
  },
];

/** `count` operations spread over the period, one a day, cycling through believable kinds. */
export function makeOperations(count: number, language: PdfLanguage, from = '2026-01-01'): PdfOperation[] {
  const start = Date.parse(`${from}T12:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const sample = LABELS[index % LABELS.length] ?? LABELS[0];
    const day = new Date(start + Math.floor(index / 3) * 86_400_000).toISOString().slice(0, 10);
    const value = new Date(start + (Math.floor(index / 3) + (index % 2)) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return {
      bookingDate: day,
      valueDate: value,
      label: language === 'ar' ? (sample?.ar ?? '') : (sample?.fr ?? ''),
      reference: `OP26${String(100_000 + index * 7)}`,
      amountMinor:
        (sample?.minor ?? 0n) + BigInt(index % 5) * 1_001n * (sample && sample.minor < 0n ? -1n : 1n),
    };
  });
}

const GENERATED_AT = new Date('2026-03-31T09:15:00Z');

export function makeStatement(language: PdfLanguage, count = 24): StatementDocument {
  const operations = makeOperations(count, language);
  const openingBalanceMinor = 5_432_100n;
  const net = operations.reduce((sum, operation) => sum + operation.amountMinor, 0n);
  return {
    language,
    bank: SAMPLE_BANK,
    account: language === 'ar' ? SAMPLE_ACCOUNT_AR : SAMPLE_ACCOUNT,
    period: { from: '2026-01-01', to: '2026-03-31' },
    openingBalanceMinor,
    closingBalanceMinor: openingBalanceMinor + net,
    operations,
    generatedAt: GENERATED_AT,
  };
}

export function makeRibDocument(language: PdfLanguage): RibDocument {
  return {
    language,
    bank: SAMPLE_BANK,
    account: language === 'ar' ? SAMPLE_ACCOUNT_AR : SAMPLE_ACCOUNT,
    generatedAt: GENERATED_AT,
  };
}

export function makeReceipt(language: PdfLanguage): ReceiptDocument {
  return {
    language,
    bank: SAMPLE_BANK,
    account: language === 'ar' ? SAMPLE_ACCOUNT_AR : SAMPLE_ACCOUNT,
    operation: {
      bookingDate: '2026-03-12',
      valueDate: '2026-03-13',
      label:
        language === 'ar'
          ? 'تحويل صادر إلى ليلى الطرابلسي - كراء'
          : 'Virement émis vers Leila Trabelsi - loyer mars',
      reference: 'TRF2603120042',
      amountMinor: -1_234_500n,
      kindLabel: { fr: 'Virement émis', en: 'Transfer issued', ar: 'تحويل صادر' }[language],
      counterparty:
        language === 'ar'
          ? 'ليلى الطرابلسي — 32 005 0098765432101 88'
          : 'Leila Trabelsi — 32 005 0098765432101 88',
      balanceAfterMinor: 4_197_600n,
    },
    generatedAt: GENERATED_AT,
  };
}

/** An international transfer converted from dinars, executed after its order. */
export function makeTransferReceipt(language: PdfLanguage): TransferReceiptDocument {
  const words = {
    fr: { type: 'Virement international', executed: 'Exécuté', waiting: 'En cours' },
    en: { type: 'International transfer', executed: 'Executed', waiting: 'In progress' },
    ar: { type: 'تحويل دولي', executed: 'منفّذ', waiting: 'قيد التنفيذ' },
  }[language];
  return {
    language,
    bank: SAMPLE_BANK,
    account: language === 'ar' ? SAMPLE_ACCOUNT_AR : SAMPLE_ACCOUNT,
    transfer: {
      transactionNumber: 'TR260312AB12CD34',
      reference: 'FT260313XY98ZW76',
      typeLabel: words.type,
      statusLabel: words.executed,
      statusReasonLabel: null,
      isRefused: false,
      orderedAt: new Date('2026-03-12T09:41:00Z'),
      executionDate: '2026-03-13',
      executedAt: new Date('2026-03-13T13:00:00Z'),
      payeeName: 'Sami Haddad',
      payeeRib: null,
      payeeIban: 'FR7630006000011234567890189',
      payeeBic: 'AGRIFRPP',
      reason: language === 'ar' ? 'مصاريف الدراسة' : 'Frais de scolarité',
      amountMinor: 150_000n,
      currency: 'EUR',
      minorDigits: 2,
      debitAmountMinor: 503_400n,
      feeMinor: 25_000n,
      appliedRate: '3.3560',
      history: [
        { statusLabel: words.waiting, at: new Date('2026-03-12T09:41:00Z') },
        { statusLabel: words.executed, at: new Date('2026-03-13T13:00:00Z') },
      ],
    },
    generatedAt: GENERATED_AT,
  };
}
