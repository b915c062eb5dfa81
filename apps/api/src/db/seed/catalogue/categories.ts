/** Catalogue categories and their sub-categories (spec §3), in display order. */
import type { LocalizedText } from '@baraka/contracts';

export type SubCategorySeed = {
  key: string;
  subCategoryName: string;
  name: LocalizedText;
  description: LocalizedText;
};
export type CategorySeed = {
  categoryName: string;
  categoryType: 'PRODUCT' | 'OFFER';
  description: LocalizedText;
  subCategories: SubCategorySeed[];
};

const text = (fr: string, en: string, ar: string): LocalizedText => ({ fr, en, ar });

export const CATEGORIES: readonly CategorySeed[] = [
  {
    categoryName: 'Particuliers',
    categoryType: 'PRODUCT',
    description: text('Pour vous et votre famille', 'For you and your family', 'لكم ولعائلاتكم'),
    subCategories: [
      {
        key: 'accounts',
        subCategoryName: 'Comptes',
        name: text('Comptes', 'Accounts', 'الحسابات'),
        description: text(
          'Gérer votre argent au quotidien',
          'Manage your everyday money',
          'تصرّف في أموالك يوميًا',
        ),
      },
      {
        key: 'cards',
        subCategoryName: 'Cartes',
        name: text('Cartes', 'Cards', 'البطاقات'),
        description: text(
          'Payer et retirer en Tunisie et à l’étranger',
          'Pay and withdraw in Tunisia and abroad',
          'الدفع والسحب في تونس وخارجها',
        ),
      },
      {
        key: 'savings',
        subCategoryName: 'Epargne & Placements',
        name: text('Épargne et placements', 'Savings and investments', 'الادّخار والتوظيفات'),
        description: text(
          'Faire fructifier votre épargne en partageant les profits',
          'Grow your savings through profit sharing',
          'نمِّ مدّخراتك بتقاسم الأرباح',
        ),
      },
      {
        key: 'consumer-financing',
        subCategoryName: 'Financements',
        name: text('Financements', 'Financing', 'التمويلات'),
        description: text(
          'Financer vos projets sans intérêts',
          'Finance your projects without interest',
          'موّل مشاريعك دون فوائد',
        ),
      },
    ],
  },
  {
    categoryName: 'Professionnels',
    categoryType: 'PRODUCT',
    description: text(
      'Pour les commerçants, artisans, agriculteurs et professions libérales',
      'For traders, craftsmen, farmers and the liberal professions',
      'للتجّار والحرفيين والفلاحين وأصحاب المهن الحرّة',
    ),
    subCategories: [
      {
        key: 'pro-cards',
        subCategoryName: 'Cartes pro',
        name: text('Cartes pro', 'Business cards', 'بطاقات المهنيين'),
        description: text(
          'Des cartes pour vos dépenses professionnelles',
          'Cards for your business expenses',
          'بطاقات لمصاريفك المهنية',
        ),
      },
      {
        key: 'pro-accounts',
        subCategoryName: 'Comptes Pro',
        name: text('Comptes pro', 'Business accounts', 'حسابات المهنيين'),
        description: text('Les comptes de votre activité', 'The accounts of your business', 'حسابات نشاطك'),
      },
    ],
  },
  {
    categoryName: 'Entreprises',
    categoryType: 'PRODUCT',
    description: text(
      'Pour les PME et les grandes entreprises',
      'For SMEs and large companies',
      'للمؤسسات الصغرى والمتوسطة والكبرى',
    ),
    subCategories: [
      // Spelled so in the bank's data; the shown names are spelled right.
      {
        key: 'company-financing',
        subCategoryName: 'Finacements',
        name: text('Financements', 'Financing', 'التمويلات'),
        description: text(
          'Financer le cycle d’exploitation et l’investissement',
          'Finance operations and investment',
          'تمويل دورة الاستغلال والاستثمار',
        ),
      },
    ],
  },
  {
    categoryName: 'Offres',
    categoryType: 'OFFER',
    description: text('Offres commerciales', 'Commercial offers', 'العروض التجارية'),
    subCategories: [
      {
        key: 'offers',
        subCategoryName: 'Offres du moment',
        name: text('Offres du moment', 'Current offers', 'عروض الفترة'),
        description: text('Les offres en cours', 'Offers running now', 'العروض الجارية'),
      },
    ],
  },
];
