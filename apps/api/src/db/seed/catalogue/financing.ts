/** Consumer and company financing (spec §3 and §9 figures), all on a purchase-and-resale basis. */
import { defineProduct, type ProductSeed } from './product-helpers.ts';
import { COMPANY_SEGMENTS, PUBLIC_SEGMENTS } from './segments.ts';

const consumer = (image: string, order: number) => ({
  subCategory: 'consumer-financing',
  image: `art:pictogram/${image}`,
  order,
  segments: PUBLIC_SEGMENTS,
});
const company = (image: string, order: number) => ({
  subCategory: 'company-financing',
  image: `art:pictogram/${image}`,
  order,
  segments: COMPANY_SEGMENTS,
});
const MURABAHA: [string, string, string] = [
  'Mourabaha : prix et marge fixés à la signature',
  'Murabaha: price and margin fixed when you sign',
  'مرابحة: الثمن وهامش الربح محدّدان عند الإمضاء',
];

export const FINANCING: readonly ProductSeed[] = [
  defineProduct(
    consumer('car', 1),
    ['Financement automobile', 'Car financing', 'تمويل السيارات'],
    [
      'Achetez votre voiture, neuve ou d’occasion, sans intérêts.',
      'Buy your car, new or used, without interest.',
      'اقتنِ سيارتك الجديدة أو المستعملة دون فوائد.',
    ],
    [
      MURABAHA,
      ['Remboursement jusqu’à 7 ans', 'Repayment over up to 7 years', 'سداد على مدّة تصل إلى 7 سنوات'],
      ['Assurance du véhicule intégrée', 'Vehicle insurance included', 'تأمين السيارة مشمول'],
    ],
  ),
  defineProduct(
    consumer('studies', 2),
    ['Financement des études', 'Study financing', 'تمويل الدراسة'],
    [
      'Financez les frais d’inscription et le matériel de vos études ou de celles de vos enfants.',
      'Finance tuition fees and equipment for your or your children’s studies.',
      'موّل معاليم التسجيل ومستلزمات دراستك أو دراسة أبنائك.',
    ],
    [
      MURABAHA,
      ['Études en Tunisie ou à l’étranger', 'Studies in Tunisia or abroad', 'الدراسة في تونس أو في الخارج'],
      [
        'Différé possible pendant les études',
        'Deferral possible during studies',
        'إمكانية التأجيل طيلة فترة الدراسة',
      ],
    ],
  ),
  defineProduct(
    consumer('travel', 3),
    ['Financement voyage', 'Travel financing', 'تمويل الأسفار'],
    [
      'Financez votre voyage, votre Omra ou vos vacances en famille.',
      'Finance your trip, your Umrah or your family holidays.',
      'موّل سفرتك أو عمرتك أو عطلتك العائلية.',
    ],
    [
      MURABAHA,
      [
        'Billets et séjour réglés directement au voyagiste',
        'Tickets and stay paid directly to the travel agency',
        'التذاكر والإقامة تُدفع مباشرة لوكالة الأسفار',
      ],
      ['Remboursement jusqu’à 3 ans', 'Repayment over up to 3 years', 'سداد على مدّة تصل إلى 3 سنوات'],
    ],
  ),
  defineProduct(
    consumer('furniture', 4),
    [
      'Financement ameublement et électroménager',
      'Furniture and appliance financing',
      'تمويل الأثاث والتجهيزات المنزلية',
    ],
    [
      'Équipez votre maison auprès de nos commerçants partenaires.',
      'Furnish your home at our partner shops.',
      'جهّز منزلك لدى التجّار الشركاء.',
    ],
    [
      MURABAHA,
      [
        'Meubles, électroménager, informatique',
        'Furniture, appliances, computers',
        'أثاث وتجهيزات منزلية وإعلامية',
      ],
      ['Réponse rapide en agence', 'Quick answer at the branch', 'ردّ سريع في الفرع'],
    ],
  ),
  defineProduct(
    consumer('renovation', 5),
    ['Financement de l’aménagement du logement', 'Home improvement financing', 'تمويل تهيئة المسكن'],
    [
      'Financez les matériaux de vos travaux d’aménagement ou d’extension.',
      'Finance the materials for your home improvement or extension works.',
      'موّل مواد أشغال تهيئة مسكنك أو توسعته.',
    ],
    [
      MURABAHA,
      [
        'Matériaux achetés par la banque auprès du fournisseur',
        'Materials bought by the bank from the supplier',
        'يشتري البنك المواد من المزوّد',
      ],
      ['Remboursement jusqu’à 5 ans', 'Repayment over up to 5 years', 'سداد على مدّة تصل إلى 5 سنوات'],
    ],
  ),
  defineProduct(
    consumer('home', 0),
    ['Financement immobilier Dar Al Baraka', 'Dar Al Baraka home financing', 'التمويل العقاري دار البركة'],
    [
      'Devenez propriétaire de votre logement sur une durée allant jusqu’à 25 ans.',
      'Own your home over a term of up to 25 years.',
      'تملّك مسكنك على مدّة تصل إلى 25 سنة.',
    ],
    [
      MURABAHA,
      [
        'Apport personnel de 20 % à 90 % du prix',
        'Personal contribution from 20% to 90% of the price',
        'مساهمة ذاتية من 20% إلى 90% من الثمن',
      ],
      ['Simulation en ligne', 'Online simulation', 'محاكاة عبر الإنترنت'],
    ],
  ),
  defineProduct(
    company('seasonal', 1),
    ['Financement de campagne saisonnière', 'Seasonal campaign financing', 'تمويل الحملات الموسمية'],
    [
      'Financez les achats de votre campagne : récolte, stockage, transformation.',
      'Finance your campaign purchases: harvest, storage, processing.',
      'موّل مشتريات حملتك: الجني والخزن والتحويل.',
    ],
    [
      [
        'Adapté aux filières agricoles (olives, dattes, céréales)',
        'Suited to farming sectors (olives, dates, cereals)',
        'ملائم للقطاعات الفلاحية (الزيتون، التمور، الحبوب)',
      ],
      [
        'Remboursement à la vente de la production',
        'Repaid when the production is sold',
        'السداد عند بيع الإنتاج',
      ],
      MURABAHA,
    ],
  ),
  defineProduct(
    company('equipment', 2),
    [
      'Financement des équipements professionnels',
      'Professional equipment financing',
      'تمويل التجهيزات المهنية',
    ],
    [
      'Équipez votre entreprise : machines, matériel roulant, informatique.',
      'Equip your company: machines, vehicles, computers.',
      'جهّز مؤسستك: آلات ومعدّات نقل وتجهيزات إعلامية.',
    ],
    [
      MURABAHA,
      [
        'Ou location Ijara avec option d’achat',
        'Or Ijara leasing with a purchase option',
        'أو إجارة مع إمكانية التملّك',
      ],
      ['Remboursement jusqu’à 7 ans', 'Repayment over up to 7 years', 'سداد على مدّة تصل إلى 7 سنوات'],
    ],
  ),
  defineProduct(
    company('stock', 3),
    ['Financement des stocks', 'Stock financing', 'تمويل المخزونات'],
    [
      'Constituez vos stocks de matières premières et de marchandises.',
      'Build your stocks of raw materials and goods.',
      'كوّن مخزونك من المواد الأولية والبضائع.',
    ],
    [
      MURABAHA,
      [
        'Achat direct auprès de vos fournisseurs',
        'Bought directly from your suppliers',
        'شراء مباشر من مزوّديك',
      ],
      ['Durée adaptée à votre cycle', 'Term suited to your cycle', 'مدّة ملائمة لدورة نشاطك'],
    ],
  ),
  defineProduct(
    company('export', 4),
    ['Financement des exportations', 'Export financing', 'تمويل الصادرات'],
    [
      'Préfinancez vos exportations en attendant le paiement de vos clients étrangers.',
      'Pre-finance your exports while your foreign customers pay.',
      'موّل صادراتك مسبقًا في انتظار خلاص حرفائك بالخارج.',
    ],
    [
      [
        'Jusqu’à <strong>80 %</strong> de la valeur des exportations',
        'Up to <strong>80%</strong> of the export value',
        'ما يصل إلى <strong>80%</strong> من قيمة الصادرات',
      ],
      ['Remboursement jusqu’à 12 mois', 'Repayment over up to 12 months', 'سداد على مدّة تصل إلى 12 شهرًا'],
      ['En dinars ou en devises', 'In dinars or foreign currency', 'بالدينار أو بالعملة الأجنبية'],
    ],
  ),
  defineProduct(
    company('import', 5),
    ['Financement des importations', 'Import financing', 'تمويل الواردات'],
    [
      'Financez vos achats à l’étranger, par crédit documentaire ou remise.',
      'Finance your purchases abroad, by documentary credit or collection.',
      'موّل مشترياتك من الخارج بالاعتماد المستندي أو بالتحصيل.',
    ],
    [
      [
        'Jusqu’à <strong>100 %</strong> des importations',
        'Up to <strong>100%</strong> of imports',
        'ما يصل إلى <strong>100%</strong> من الواردات',
      ],
      ['Remboursement jusqu’à 12 mois', 'Repayment over up to 12 months', 'سداد على مدّة تصل إلى 12 شهرًا'],
      MURABAHA,
    ],
  ),
  defineProduct(
    company('market', 6),
    ['Financement des marchés', 'Public contract financing', 'تمويل الصفقات'],
    [
      'Exécutez vos marchés publics et privés avec le soutien de la banque.',
      'Carry out your public and private contracts with the bank’s support.',
      'أنجز صفقاتك العمومية والخاصة بدعم من البنك.',
    ],
    [
      [
        'Jusqu’à <strong>80 %</strong> du montant du marché',
        'Up to <strong>80%</strong> of the contract amount',
        'ما يصل إلى <strong>80%</strong> من مبلغ الصفقة',
      ],
      [
        'Avance jusqu’à <strong>70 %</strong> du prix du marché',
        'Advance up to <strong>70%</strong> of the contract price',
        'تسبقة تصل إلى <strong>70%</strong> من ثمن الصفقة',
      ],
      [
        'Cautions de soumission et de bonne exécution',
        'Bid and performance guarantees',
        'ضمانات المشاركة وحسن التنفيذ',
      ],
    ],
  ),
];
