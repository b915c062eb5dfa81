/** Words the account documents need in each language: account types and operation kinds. */
import type { Language } from '@baraka/contracts';
import type { OperationKind } from '@baraka/domain';

type Labels = Record<Language, string>;

export const ACCOUNT_TYPE_LABELS: Record<'MAIN' | 'CURRENT' | 'SAVING', Labels> = {
  MAIN: { fr: 'Compte principal', en: 'Main account', ar: 'الحساب الرئيسي' },
  CURRENT: { fr: 'Compte courant', en: 'Current account', ar: 'حساب جاري' },
  SAVING: { fr: 'Compte épargne', en: 'Savings account', ar: 'حساب ادخار' },
};

export const OPERATION_KIND_LABELS: Record<OperationKind, Labels> = {
  ATM_WITHDRAWAL: { fr: 'Retrait au distributeur', en: 'ATM withdrawal', ar: 'سحب من الموزع الآلي' },
  AGENCY_WITHDRAWAL: { fr: 'Retrait en agence', en: 'Branch withdrawal', ar: 'سحب من الفرع' },
  AGENCY_DEPOSIT: { fr: 'Versement en agence', en: 'Branch deposit', ar: 'إيداع في الفرع' },
  CHEQUE_PAYMENT: { fr: 'Paiement par chèque', en: 'Cheque payment', ar: 'دفع بالشيك' },
  CARD_PAYMENT: { fr: 'Paiement par carte', en: 'Card payment', ar: 'دفع بالبطاقة' },
  FINANCING_PRINCIPAL_REPAYMENT: {
    fr: 'Remboursement du principal de financement',
    en: 'Financing principal repayment',
    ar: 'سداد أصل التمويل',
  },
  PROFIT_INSTALMENT_REPAYMENT: { fr: 'Échéance de profit', en: 'Profit instalment', ar: 'قسط الربح' },
  CHEQUE_RECEIVED: { fr: 'Remise de chèque', en: 'Cheque received', ar: 'شيك مستلم' },
  TRANSFER_ISSUED: { fr: 'Virement émis', en: 'Transfer issued', ar: 'تحويل صادر' },
  TRANSFER_RECEIVED: { fr: 'Virement reçu', en: 'Transfer received', ar: 'تحويل وارد' },
};

/** The bank as it heads its documents and as its contact page names it: one address, one website. */
export const BANK_IDENTITY = {
  name: 'Al Baraka Bank Tunisia',
  address: 'Rue du Lac d’Annecy, Les Berges du Lac, 1053 Tunis',
  phone: '+216 71 186 500',
  website: 'www.albarakabank.com.tn',
  bic: 'BEITTNTT',
} as const;
