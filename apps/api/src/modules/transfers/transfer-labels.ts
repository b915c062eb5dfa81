/** Words the transfer documents need in each language: types, statuses and why a status was given. */
import type { Language, TransferStatus, TransferType } from '@baraka/contracts';

type Labels = Record<Language, string>;

export const TRANSFER_TYPE_LABELS: Record<TransferType, Labels> = {
  OWN_ACCOUNT: {
    fr: 'Virement entre mes comptes',
    en: 'Transfer between my accounts',
    ar: 'تحويل بين حساباتي',
  },
  WITHINBANK: { fr: 'Virement Al Baraka', en: 'Al Baraka transfer', ar: 'تحويل داخل البركة' },
  NATIONAL: { fr: 'Virement national', en: 'Domestic transfer', ar: 'تحويل وطني' },
  INTERNATIONAL: { fr: 'Virement international', en: 'International transfer', ar: 'تحويل دولي' },
  PERMANENT: { fr: 'Virement permanent', en: 'Standing order', ar: 'تحويل دائم' },
  MULTIPLE: { fr: 'Virement multiple', en: 'Bulk transfer', ar: 'تحويل جماعي' },
};

export const TRANSFER_STATUS_LABELS: Record<TransferStatus, Labels> = {
  PENDING: { fr: 'En attente', en: 'Pending', ar: 'في الانتظار' },
  PROGRESS: { fr: 'En cours', en: 'In progress', ar: 'قيد التنفيذ' },
  COMPLETED: { fr: 'Exécuté', en: 'Completed', ar: 'منفّذ' },
  REJECTED: { fr: 'Rejeté', en: 'Rejected', ar: 'مرفوض' },
  FAILED: { fr: 'Échoué', en: 'Failed', ar: 'فشل' },
  BLOCKED: { fr: 'Bloqué', en: 'Blocked', ar: 'محظور' },
};

export const TRANSFER_REASON_LABELS: Readonly<Record<string, Labels>> = {
  CANCELLED_BY_CUSTOMER: { fr: 'Annulé par vos soins', en: 'Cancelled by you', ar: 'ألغيتموه' },
  INSUFFICIENT_FUNDS: { fr: 'Provision insuffisante', en: 'Insufficient funds', ar: 'رصيد غير كاف' },
  ACCOUNT_INACTIVE: { fr: 'Compte inactif', en: 'Inactive account', ar: 'حساب غير نشط' },
  AWAITING_BANK_VALIDATION: {
    fr: 'En attente de la validation de la banque',
    en: "Awaiting the bank's validation",
    ar: 'في انتظار مصادقة البنك',
  },
  REJECTED_BY_BANK: {
    fr: 'Refusé par la banque après vérification',
    en: 'Refused by the bank after review',
    ar: 'رفضه البنك بعد التحقق',
  },
};
