/** Retail and business cards (spec §3 catalogue). */
import { CARD_INSURANCE, defineProduct, type ProductSeed } from './product-helpers.ts';
import { PROFESSIONAL_SEGMENTS, PUBLIC_SEGMENTS, RETAIL_SEGMENTS } from './segments.ts';

const card = (image: string, order: number, segments: readonly string[] = PUBLIC_SEGMENTS) => ({
  subCategory: 'cards',
  image: `art:card/${image}`,
  order,
  segments,
});

export const CARDS: readonly ProductSeed[] = [
  defineProduct(
    card('classic', 1),
    ['Carte Visa Classic', 'Visa Classic card', 'بطاقة فيزا كلاسيك'],
    [
      'La carte internationale pour vos paiements et retraits de tous les jours.',
      'The international card for your everyday payments and withdrawals.',
      'البطاقة الدولية لمدفوعاتك وسحوباتك اليومية.',
    ],
    [
      [
        'Paiements en Tunisie, à l’étranger et sur internet',
        'Payments in Tunisia, abroad and online',
        'الدفع في تونس وفي الخارج وعبر الإنترنت',
      ],
      [
        'Retraits dans tous les distributeurs Visa',
        'Withdrawals at every Visa cash machine',
        'السحب من جميع موزّعات فيزا',
      ],
      CARD_INSURANCE,
    ],
  ),
  defineProduct(
    card('classic-plus', 2),
    ['Carte Visa Classic Plus', 'Visa Classic Plus card', 'بطاقة فيزا كلاسيك بلس'],
    [
      'Des plafonds plus élevés pour voyager l’esprit tranquille.',
      'Higher limits to travel with peace of mind.',
      'سقوف أعلى للسفر براحة بال.',
    ],
    [
      [
        'Plafonds de paiement et de retrait relevés',
        'Raised payment and withdrawal limits',
        'سقوف دفع وسحب مرتفعة',
      ],
      ['Assistance voyage incluse', 'Travel assistance included', 'المساعدة أثناء السفر مشمولة'],
      CARD_INSURANCE,
    ],
  ),
  defineProduct(
    card('platinum-plus', 3),
    ['Carte Visa Platinum Plus', 'Visa Platinum Plus card', 'بطاقة فيزا بلاتينيوم بلس'],
    [
      'Notre carte haut de gamme, sans contact, avec les plafonds les plus élevés.',
      'Our premium contactless card with the highest limits.',
      'بطاقتنا الراقية بتقنية الدفع دون تلامس وبأعلى السقوف.',
    ],
    [
      ['Paiement sans contact', 'Contactless payment', 'الدفع دون تلامس'],
      [
        'Assurance voyage et assistance médicale',
        'Travel insurance and medical assistance',
        'تأمين السفر والمساعدة الطبية',
      ],
      CARD_INSURANCE,
    ],
  ),
  defineProduct(
    card('platinum', 4),
    ['Carte Visa Platinum', 'Visa Platinum card', 'بطاقة فيزا بلاتينيوم'],
    [
      'Des services exclusifs pour vos déplacements à l’étranger.',
      'Exclusive services for your trips abroad.',
      'خدمات حصرية لتنقّلاتك إلى الخارج.',
    ],
    [
      ['Plafonds élevés à l’international', 'High international limits', 'سقوف دولية مرتفعة'],
      ['Service client dédié', 'Dedicated customer service', 'خدمة حرفاء مخصّصة'],
      CARD_INSURANCE,
    ],
  ),
  defineProduct(
    card('gold', 5),
    ['Carte Gold internationale', 'International Gold card', 'البطاقة الذهبية الدولية'],
    [
      'La carte Gold pour vos achats et voyages à travers le monde.',
      'The Gold card for your purchases and travels worldwide.',
      'البطاقة الذهبية لمشترياتك وأسفارك عبر العالم.',
    ],
    [
      ['Acceptée dans le monde entier', 'Accepted worldwide', 'مقبولة في كامل أنحاء العالم'],
      ['Assurance voyage', 'Travel insurance', 'تأمين السفر'],
      CARD_INSURANCE,
    ],
  ),
  defineProduct(
    card('gold', 6),
    ['Carte Gold nationale', 'National Gold card', 'البطاقة الذهبية الوطنية'],
    [
      'Des plafonds confortables pour vos dépenses en Tunisie.',
      'Comfortable limits for your spending in Tunisia.',
      'سقوف مريحة لمصاريفك في تونس.',
    ],
    [
      ['Paiements et retraits en Tunisie', 'Payments and withdrawals in Tunisia', 'الدفع والسحب في تونس'],
      [
        'Paiement sur les sites marchands tunisiens',
        'Payment on Tunisian shopping sites',
        'الدفع عبر المواقع التجارية التونسية',
      ],
      CARD_INSURANCE,
    ],
  ),
  defineProduct(
    card('national', 7),
    ['Carte Tunisienne Tous', 'Tunisian All card', 'البطاقة التونسية للجميع'],
    [
      'La carte nationale simple et économique, pour tous.',
      'The simple, low-cost national card for everyone.',
      'البطاقة الوطنية البسيطة والاقتصادية للجميع.',
    ],
    [
      [
        'Retraits dans tous les distributeurs tunisiens',
        'Withdrawals at every Tunisian cash machine',
        'السحب من جميع الموزّعات في تونس',
      ],
      ['Cotisation réduite', 'Low annual fee', 'معلوم سنوي مخفّض'],
      CARD_INSURANCE,
    ],
  ),
  defineProduct(
    card('international', 8),
    ['Carte Visa Internationale', 'International Visa card', 'بطاقة فيزا الدولية'],
    [
      'Pour payer à l’étranger dans le cadre de votre allocation touristique.',
      'To pay abroad within your travel allowance.',
      'للدفع في الخارج في حدود منحتك السياحية.',
    ],
    [
      ['Alimentée en devises', 'Loaded in foreign currency', 'تُعبّأ بالعملة الأجنبية'],
      ['Utilisable dans le monde entier', 'Usable worldwide', 'قابلة للاستعمال في كامل العالم'],
      CARD_INSURANCE,
    ],
  ),
  defineProduct(
    card('evasion', 9),
    [
      'Carte Évasion prépayée internationale',
      'Evasion international prepaid card',
      'بطاقة إيفازيون الدولية مسبقة الدفع',
    ],
    [
      'Une carte prépayée pour voyager sans toucher à votre compte.',
      'A prepaid card to travel without touching your account.',
      'بطاقة مسبقة الدفع للسفر دون المسّ بحسابك.',
    ],
    [
      ['Rechargeable en agence', 'Top up at any branch', 'قابلة للتعبئة في الفروع'],
      ['Pas de découvert possible', 'No overdraft possible', 'لا يمكن تجاوز الرصيد'],
      CARD_INSURANCE,
    ],
  ),
  defineProduct(
    card('savings', 10),
    ['Carte Épargne', 'Savings card', 'بطاقة الادّخار'],
    [
      'Retirez et versez sur votre compte d’épargne à tout moment.',
      'Withdraw from and pay into your savings account at any time.',
      'اسحب وأودع في حساب ادّخارك في أي وقت.',
    ],
    [
      ['Liée à votre compte d’épargne', 'Linked to your savings account', 'مرتبطة بحساب ادّخارك'],
      ['Retraits dans nos distributeurs', 'Withdrawals at our cash machines', 'السحب من موزّعاتنا'],
      CARD_INSURANCE,
    ],
  ),
  defineProduct(
    card('tech', 0),
    ['Carte Tech', 'Tech card', 'بطاقة تك'],
    [
      'La carte virtuelle pour vos achats en ligne.',
      'The virtual card for your online purchases.',
      'البطاقة الافتراضية لمشترياتك عبر الإنترنت.',
    ],
    [
      [
        'Numéro dédié aux achats sur internet',
        'A number dedicated to online shopping',
        'رقم مخصّص للشراء عبر الإنترنت',
      ],
      [
        'Rechargeable depuis la banque en ligne',
        'Top up from online banking',
        'قابلة للتعبئة من البنك الرقمي',
      ],
      CARD_INSURANCE,
    ],
  ),
  // Spec §6: the Lady card lists the named retail segments, not visitors.
  defineProduct(
    card('lady', 11, RETAIL_SEGMENTS),
    ['Carte Lady', 'Lady card', 'بطاقة ليدي'],
    [
      'Une carte pensée pour les femmes, avec des avantages chez nos partenaires.',
      'A card designed for women, with benefits at our partners.',
      'بطاقة صُمّمت للمرأة مع امتيازات لدى شركائنا.',
    ],
    [
      ['Réductions chez les partenaires', 'Discounts at partner shops', 'تخفيضات لدى الشركاء'],
      ['Paiement sur internet', 'Online payment', 'الدفع عبر الإنترنت'],
      CARD_INSURANCE,
    ],
  ),
  defineProduct(
    { subCategory: 'pro-cards', image: 'art:card/pro', order: 1, segments: PROFESSIONAL_SEGMENTS },
    ['Carte Visa Business', 'Visa Business card', 'بطاقة فيزا بيزنس'],
    [
      'Séparez vos dépenses professionnelles de vos dépenses personnelles.',
      'Keep your business spending apart from your personal spending.',
      'افصل مصاريفك المهنية عن مصاريفك الشخصية.',
    ],
    [
      ['Relevé des dépenses par carte', 'Spending statement per card', 'كشف مصاريف لكل بطاقة'],
      ['Plafonds adaptés à votre activité', 'Limits suited to your business', 'سقوف ملائمة لنشاطك'],
      CARD_INSURANCE,
    ],
  ),
  defineProduct(
    { subCategory: 'pro-cards', image: 'art:card/tech', order: 2, segments: PROFESSIONAL_SEGMENTS },
    ['Carte Tech Corporate', 'Tech Corporate card', 'بطاقة تك للمؤسسات'],
    [
      'La carte virtuelle de votre entreprise pour les achats en ligne.',
      'Your company’s virtual card for online purchases.',
      'البطاقة الافتراضية لمؤسستك للشراء عبر الإنترنت.',
    ],
    [
      [
        'Achats de services en ligne à l’international',
        'International online service purchases',
        'شراء الخدمات عبر الإنترنت دوليًا',
      ],
      ['Plafond fixé par l’entreprise', 'Limit set by the company', 'سقف تحدّده المؤسسة'],
      CARD_INSURANCE,
    ],
  ),
];
