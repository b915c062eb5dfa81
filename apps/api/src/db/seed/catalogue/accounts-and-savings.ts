/** Accounts and savings products (spec §3 catalogue): profit sharing, never interest. */
import { getProductLines } from '../../../modules/accounts/account-products.ts';
import { defineProduct, type ProductSeed } from './product-helpers.ts';
import { COMPANY_SEGMENTS, PUBLIC_SEGMENTS } from './segments.ts';

const retail = (subCategory: string, image: string, order: number) => ({
  subCategory,
  image: `art:pictogram/${image}`,
  order,
  segments: PUBLIC_SEGMENTS,
});

export const ACCOUNTS_AND_SAVINGS: readonly ProductSeed[] = [
  defineProduct(
    retail('accounts', 'account', 1),
    getProductLines('1001'),
    [
      'Le compte de tous les jours, avec chéquier, carte et banque en ligne.',
      'The everyday account, with chequebook, card and online banking.',
      'حساب الحياة اليومية مع دفتر صكوك وبطاقة وبنك رقمي.',
    ],
    [
      ['Aucun intérêt débiteur ni créditeur', 'No debit or credit interest', 'دون فوائد مدينة أو دائنة'],
      [
        'RIB et relevés disponibles en ligne',
        'RIB and statements online',
        'بطاقة التعريف البنكي والكشوفات متاحة عبر الإنترنت',
      ],
      [
        'Virements en Tunisie et à l’étranger',
        'Transfers in Tunisia and abroad',
        'تحويلات في تونس وإلى الخارج',
      ],
    ],
  ),
  defineProduct(
    retail('accounts', 'account-student', 2),
    ['Offre Étudiants', 'Student offer', 'عرض الطلبة'],
    [
      'Un compte et une carte gratuits pendant vos études.',
      'A free account and card while you study.',
      'حساب وبطاقة مجانيان طيلة دراستك.',
    ],
    [
      ['Tenue de compte offerte', 'No account fees', 'مسك الحساب مجانًا'],
      ['Carte nationale offerte', 'Free national card', 'بطاقة وطنية مجانية'],
      ['Accès au financement des études', 'Access to study financing', 'النفاذ إلى تمويل الدراسة'],
    ],
  ),
  defineProduct(
    { subCategory: 'pro-accounts', image: 'art:pictogram/account-pro', order: 1, segments: COMPANY_SEGMENTS },
    getProductLines('1201'),
    [
      'Le compte de votre activité, séparé de vos finances personnelles.',
      'Your business account, kept apart from your personal finances.',
      'حساب نشاطك المهني، منفصل عن أموالك الشخصية.',
    ],
    [
      ['Encaissement des chèques et effets', 'Cheque and bill collection', 'استخلاص الصكوك والكمبيالات'],
      [
        'Virements multiples depuis la banque en ligne',
        'Multiple transfers from online banking',
        'تحويلات متعدّدة من البنك الرقمي',
      ],
      ['Terminal de paiement sur demande', 'Payment terminal on request', 'جهاز دفع إلكتروني عند الطلب'],
    ],
  ),
  defineProduct(
    {
      subCategory: 'pro-accounts',
      image: 'art:pictogram/account-currency',
      order: 2,
      segments: COMPANY_SEGMENTS,
    },
    [
      'Compte professionnel en devises',
      'Business foreign currency account',
      'الحساب المهني بالعملة الأجنبية',
    ],
    [
      'Pour les exportateurs : encaissez et réglez en devises.',
      'For exporters: collect and pay in foreign currency.',
      'للمصدّرين: استخلص وادفع بالعملة الأجنبية.',
    ],
    [
      [
        'En euros, en dollars ou autre devise cotée',
        'In euros, dollars or another quoted currency',
        'باليورو أو بالدولار أو بعملة مسعّرة أخرى',
      ],
      ['Couverture du risque de change', 'Currency risk cover', 'تغطية مخاطر الصرف'],
      [
        'Opérations internationales depuis la banque en ligne',
        'International operations from online banking',
        'عمليات دولية من البنك الرقمي',
      ],
    ],
  ),
  defineProduct(
    retail('savings', 'hajj', 1),
    getProductLines('2003'),
    [
      'Constituez pas à pas le budget de votre pèlerinage.',
      'Build the budget of your pilgrimage step by step.',
      'كوّن ميزانية حجّك خطوة بخطوة.',
    ],
    [
      ['Versements libres ou programmés', 'Free or scheduled deposits', 'إيداعات حرّة أو مبرمجة'],
      [
        'Rémunération par partage des profits (Moudharaba)',
        'Rewarded through profit sharing (Mudaraba)',
        'مكافأة بتقاسم الأرباح (مضاربة)',
      ],
      [
        'Accompagnement dans les démarches du Hajj',
        'Help with the Hajj formalities',
        'مرافقة في إجراءات الحج',
      ],
    ],
  ),
  defineProduct(
    retail('savings', 'omra', 2),
    ['Épargne Omra', 'Umrah savings', 'ادّخار العمرة'],
    [
      'Préparez votre Omra avec une épargne dédiée.',
      'Prepare your Umrah with dedicated savings.',
      'استعدّ لأداء العمرة بادّخار مخصّص.',
    ],
    [
      ['Versements à partir de 20 DT', 'Deposits from 20 DT', 'إيداعات انطلاقًا من 20 دينارًا'],
      ['Rémunération par partage des profits', 'Rewarded through profit sharing', 'مكافأة بتقاسم الأرباح'],
      ['Disponible à tout moment', 'Available at any time', 'متاح في كل وقت'],
    ],
  ),
  defineProduct(
    retail('savings', 'home', 3),
    getProductLines('2002'),
    [
      'Épargnez pour votre logement et accédez au financement immobilier.',
      'Save for your home and gain access to home financing.',
      'ادّخر من أجل مسكنك وانتفع بالتمويل العقاري.',
    ],
    [
      [
        'Épargne logement conforme à la charia',
        'Sharia-compliant housing savings',
        'ادّخار سكني مطابق لأحكام الشريعة',
      ],
      [
        'Priorité au financement Dar Al Baraka',
        'Priority for Dar Al Baraka financing',
        'أولوية في تمويل دار البركة',
      ],
      ['Rémunération par partage des profits', 'Rewarded through profit sharing', 'مكافأة بتقاسم الأرباح'],
    ],
  ),
  defineProduct(
    retail('savings', 'savings', 4),
    getProductLines('2001'),
    [
      'Mettez de côté librement et recevez une part des profits.',
      'Put money aside freely and receive a share of the profits.',
      'ادّخر بحرية وتحصّل على نصيب من الأرباح.',
    ],
    [
      ['Sans frais de tenue de compte', 'No account fees', 'دون معاليم مسك الحساب'],
      ['Retraits libres', 'Free withdrawals', 'سحوبات حرّة'],
      ['Carte Épargne disponible', 'Savings card available', 'بطاقة الادّخار متاحة'],
    ],
  ),
  defineProduct(
    retail('savings', 'community', 0),
    getProductLines('2004'),
    [
      'Placez votre épargne sur une durée choisie et partagez les profits de la banque.',
      'Invest your savings for a chosen term and share the bank’s profits.',
      'وظّف مدّخراتك لمدّة تختارها وتقاسم أرباح البنك.',
    ],
    [
      [
        'Profit calculé sur le solde moyen des 3 derniers mois',
        'Profit based on the average balance of the last 3 months',
        'ربح محتسب على معدّل الرصيد خلال الأشهر الثلاثة الأخيرة',
      ],
      ['Durées de 3 mois à 5 ans', 'Terms from 3 months to 5 years', 'مدد من 3 أشهر إلى 5 سنوات'],
      [
        'Taux de partage connu à la souscription',
        'Sharing ratio known when you subscribe',
        'نسبة التقاسم معلومة عند الاكتتاب',
      ],
    ],
  ),
];
