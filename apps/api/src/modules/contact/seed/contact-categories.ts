/** The contact form's subjects and, for each, its requirements (GET category/contactCategory/), in order. */
import type { LocalizedText } from '@baraka/contracts';

const tr = (fr: string, en: string, ar: string): LocalizedText => ({ fr, en, ar });

export type ContactCategorySeed = {
  categoryName: string;
  description: LocalizedText;
  requirements: { subCategoryName: string; description: LocalizedText }[];
};

/** The subject and requirement a simulator's "request this financing" preselects. */
export const FINANCING_SUBJECT = 'FINANCING';
export const NEW_FINANCING_REQUIREMENT = 'NEW_FINANCING';

export const CONTACT_CATEGORIES: readonly ContactCategorySeed[] = [
  {
    categoryName: FINANCING_SUBJECT,
    description: tr('Financement', 'Financing', 'التمويل'),
    requirements: [
      {
        subCategoryName: NEW_FINANCING_REQUIREMENT,
        description: tr('Nouvelle demande de financement', 'New financing request', 'طلب تمويل جديد'),
      },
      {
        subCategoryName: 'FINANCING_FOLLOW_UP',
        description: tr("Suivi d'une demande", 'Follow-up of a request', 'متابعة طلب'),
      },
      {
        subCategoryName: 'EARLY_REPAYMENT',
        description: tr('Remboursement anticipé', 'Early repayment', 'سداد مسبق'),
      },
      {
        subCategoryName: 'FINANCING_INFO',
        description: tr('Conditions et tarifs', 'Terms and rates', 'الشروط والتعريفات'),
      },
    ],
  },
  {
    categoryName: 'ACCOUNTS',
    description: tr('Comptes', 'Accounts', 'الحسابات'),
    requirements: [
      {
        subCategoryName: 'ACCOUNT_OPENING',
        description: tr('Ouverture de compte', 'Opening an account', 'فتح حساب'),
      },
      {
        subCategoryName: 'STATEMENTS',
        description: tr('Relevés et attestations', 'Statements and certificates', 'الكشوفات والشهادات'),
      },
      {
        subCategoryName: 'ACCOUNT_CLOSURE',
        description: tr('Clôture de compte', 'Closing an account', 'غلق حساب'),
      },
    ],
  },
  {
    categoryName: 'CARDS',
    description: tr('Cartes', 'Cards', 'البطاقات'),
    requirements: [
      { subCategoryName: 'CARD_ORDER', description: tr('Commande de carte', 'Ordering a card', 'طلب بطاقة') },
      { subCategoryName: 'CARD_LOSS', description: tr('Perte ou vol', 'Loss or theft', 'ضياع أو سرقة') },
      { subCategoryName: 'CARD_LIMITS', description: tr('Plafonds', 'Limits', 'السقوف') },
    ],
  },
  {
    categoryName: 'SAVINGS',
    description: tr('Épargne et placements', 'Savings and investments', 'الادخار والتوظيفات'),
    requirements: [
      {
        subCategoryName: 'SAVINGS_ACCOUNT',
        description: tr("Compte d'épargne", 'Savings account', 'حساب ادخار'),
      },
      { subCategoryName: 'INVESTMENTS', description: tr('Placements', 'Investments', 'التوظيفات') },
    ],
  },
  {
    categoryName: 'DIGITAL',
    description: tr('Banque en ligne', 'Online banking', 'البنك عن بعد'),
    requirements: [
      {
        subCategoryName: 'ACCESS',
        description: tr('Accès et mot de passe', 'Access and password', 'النفاذ وكلمة العبور'),
      },
      {
        subCategoryName: 'ONLINE_TRANSFERS',
        description: tr('Virements en ligne', 'Online transfers', 'التحويلات عن بعد'),
      },
      { subCategoryName: 'MOBILE_APP', description: tr('Application mobile', 'Mobile app', 'تطبيق الجوال') },
    ],
  },
  {
    categoryName: 'OTHER',
    description: tr('Autre', 'Other', 'أخرى'),
    requirements: [
      {
        subCategoryName: 'GENERAL_INFO',
        description: tr('Information générale', 'General information', 'معلومات عامة'),
      },
      { subCategoryName: 'PARTNERSHIP', description: tr('Partenariat', 'Partnership', 'شراكة') },
    ],
  },
];
