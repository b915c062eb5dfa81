/** The complaint and suggestion forms (spec §3 "Dynamic form", §5 "Other forms"). */
import { type SeededForm, tr } from './seeded-form.ts';

/** The spec sets no length on these texts; a page of text is plenty and keeps rows bounded. */
export const SERVICE_TEXT_MAX_LENGTH = 2000;

const credit = (value: string, label: ReturnType<typeof tr>) => ({ value, label, parent: 'CREDIT' });
const information = (value: string, label: ReturnType<typeof tr>) => ({
  value,
  label,
  parent: 'INFORMATION',
});

/**
 * Category and text are not required (spec §5), but a complaint with neither says nothing: one of
 * the two must be given (requireOneOf).
 */
export const RECLAMATION_FORM: SeededForm = {
  formName: 'reclamation',
  category: 'RECLAMATION',
  subCategory: null,
  description: tr('Déposer une réclamation', 'File a complaint', 'تقديم شكوى'),
  data: {
    version: 1,
    title: tr('Réclamation', 'Complaint', 'شكوى'),
    intro: tr(
      'Décrivez ce qui ne va pas : votre conseiller vous répond sous 5 jours ouvrés.',
      'Tell us what went wrong: your adviser answers within 5 working days.',
      'صِف لنا المشكلة: يجيبك مستشارك في غضون 5 أيام عمل.',
    ),
    fields: [
      {
        key: 'category',
        type: 'select',
        label: tr('Catégorie', 'Category', 'الصنف'),
        options: [
          { value: 'CREDIT', label: tr('Crédit', 'Credit', 'تمويل') },
          { value: 'INFORMATION', label: tr('Information', 'Information', 'استعلام') },
        ],
      },
      {
        key: 'subCategory',
        type: 'select',
        label: tr('Sous-catégorie', 'Sub-category', 'الصنف الفرعي'),
        dependsOn: { field: 'category' },
        disableUntilAnswered: true,
        options: [
          credit('SCHEDULE', tr('Échéancier de remboursement', 'Repayment schedule', 'جدول السداد')),
          credit('EARLY_REPAYMENT', tr('Remboursement anticipé', 'Early repayment', 'السداد المسبق')),
          credit('REQUEST_FOLLOW_UP', tr('Suivi de ma demande', 'Follow-up of my request', 'متابعة طلبي')),
          credit('FEES', tr('Frais et commissions', 'Fees and charges', 'المصاريف والعمولات')),
          information('PRODUCTS', tr('Produits et offres', 'Products and offers', 'المنتجات والعروض')),
          information('ACCOUNTS', tr('Comptes et relevés', 'Accounts and statements', 'الحسابات والكشوفات')),
          information('CARDS', tr('Cartes', 'Cards', 'البطاقات')),
          information('DIGITAL', tr('Banque en ligne', 'Online banking', 'البنك عن بعد')),
        ],
      },
      {
        key: 'description',
        type: 'textarea',
        label: tr('Votre réclamation', 'Your complaint', 'شكواك'),
        maxLength: SERVICE_TEXT_MAX_LENGTH,
      },
    ],
    requireOneOf: ['description', 'category'],
    submitLabel: tr('Envoyer la réclamation', 'Send the complaint', 'إرسال الشكوى'),
  },
};

export const SUGGESTION_FORM: SeededForm = {
  formName: 'suggestion',
  category: 'SUGGESTION',
  subCategory: null,
  description: tr('Proposer une suggestion', 'Make a suggestion', 'تقديم اقتراح'),
  data: {
    version: 1,
    title: tr('Suggestion', 'Suggestion', 'اقتراح'),
    intro: tr(
      'Une idée pour améliorer nos services ? Nous lisons chaque suggestion.',
      'An idea to improve our services? We read every suggestion.',
      'لديك فكرة لتحسين خدماتنا؟ نقرأ كل اقتراح.',
    ),
    fields: [
      {
        key: 'description',
        type: 'textarea',
        label: tr('Votre suggestion', 'Your suggestion', 'اقتراحك'),
        required: true,
        maxLength: SERVICE_TEXT_MAX_LENGTH,
      },
    ],
    submitLabel: tr('Envoyer la suggestion', 'Send the suggestion', 'إرسال الاقتراح'),
  },
};
