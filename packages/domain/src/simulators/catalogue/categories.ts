/** Simulator categories: the loan categories of spec §3 and the savings category. */
import type { CatalogueCategory } from './catalogue-types.ts';

export const SIMULATOR_CATEGORIES: readonly CatalogueCategory[] = [
  {
    kind: 'LOAN',
    name: 'home_loan',
    label: { fr: 'Financement immobilier', en: 'Home financing', ar: 'تمويل السكن' },
    description: {
      fr: 'Acquérir, construire ou aménager votre logement selon les principes de la finance islamique.',
      en: 'Buy, build or improve your home in line with the principles of Islamic finance.',
      ar: 'اقتناء مسكنك أو بناؤه أو تهيئته وفق مبادئ الصيرفة الإسلامية.',
    },
  },
  {
    kind: 'LOAN',
    name: 'car_loan',
    label: { fr: 'Financement automobile', en: 'Car financing', ar: 'تمويل السيارات' },
    description: {
      fr: "Financer l'achat de votre véhicule.",
      en: 'Finance the purchase of your vehicle.',
      ar: 'تمويل اقتناء سيارتك.',
    },
  },
  {
    kind: 'LOAN',
    name: 'other_loan',
    label: { fr: 'Autres financements', en: 'Other financing', ar: 'تمويلات أخرى' },
    description: {
      fr: 'Équipement, études, voyages et autres projets.',
      en: 'Equipment, studies, travel and other projects.',
      ar: 'التجهيز والدراسة والسفر ومشاريع أخرى.',
    },
  },
  {
    kind: 'SAVINGS',
    name: 'savings',
    label: { fr: 'Épargne', en: 'Savings', ar: 'الادخار' },
    description: {
      fr: 'Faire fructifier votre épargne mois après mois.',
      en: 'Grow your savings month after month.',
      ar: 'نمِّ مدخراتك شهرًا بعد شهر.',
    },
  },
];
