/** News items of the public site, dated around the day the demo data is created. */
import type { LocalizedText } from '@baraka/contracts';

export type NewsSeed = {
  title: LocalizedText;
  description: LocalizedText;
  image: string;
  /** Days before the seed date it was published; negative for a planned item. */
  publishedDaysAgo: number;
  /** Days after the seed date it comes down; null stays up. */
  endsInDays: number | null;
  contentOrder: number;
  homePage: boolean;
  web?: boolean;
  mobile?: boolean;
};

export const NEWS: readonly NewsSeed[] = [
  {
    title: {
      fr: 'Votre banque en ligne fait peau neuve',
      en: 'Your online bank has a new look',
      ar: 'بنكك الرقمي في حلّة جديدة',
    },
    description: {
      fr: '<p>La nouvelle banque en ligne Al Baraka est disponible sur le web et sur mobile. Consultez vos comptes en temps réel, téléchargez votre RIB, suivez vos financements et effectuez vos virements <strong>24h/24, 7j/7</strong>.</p><p>Elle parle français, anglais et arabe, et propose un mode sombre.</p>',
      en: '<p>The new Al Baraka online bank is available on the web and on mobile. Check your accounts in real time, download your RIB, follow your financing and make transfers <strong>24/7</strong>.</p><p>It speaks French, English and Arabic, and has a dark mode.</p>',
      ar: '<p>البنك الرقمي الجديد للبركة متاح على الواب وعلى الهاتف الجوّال. اطّلع على حساباتك في الوقت الحقيقي، حمّل بطاقة تعريفك البنكي، تابع تمويلاتك وأنجز تحويلاتك <strong>على مدار الساعة وطيلة أيام الأسبوع</strong>.</p><p>وهو متاح بالفرنسية والإنجليزية والعربية، مع وضع داكن.</p>',
    },
    image: 'art:pictogram/mobile',
    publishedDaysAgo: 3,
    endsInDays: null,
    contentOrder: 1,
    homePage: true,
  },
  {
    title: {
      fr: 'Épargne Hajj : les souscriptions de la saison 1448 sont ouvertes',
      en: 'Hajj savings: subscriptions for the 1448 season are open',
      ar: 'ادّخار الحج: فتح باب الاكتتاب لموسم 1448',
    },
    description: {
      fr: "<p>Préparez votre pèlerinage sereinement avec le compte <strong>Épargne Hajj</strong>. Vos versements sont investis selon les principes de la finance islamique et rémunérés par une part des profits réalisés.</p><p>Rendez-vous dans l'une de nos agences muni de votre carte d'identité.</p>",
      en: '<p>Prepare your pilgrimage with peace of mind with the <strong>Hajj Savings</strong> account. Your deposits are invested according to Islamic finance principles and earn a share of the profits made.</p><p>Visit one of our branches with your identity card.</p>',
      ar: '<p>استعدّ لأداء فريضة الحج بكل طمأنينة مع حساب <strong>ادّخار الحج</strong>. تُستثمر إيداعاتك وفق مبادئ الصيرفة الإسلامية وتحصل على نصيب من الأرباح المحقّقة.</p><p>تفضّل بزيارة أحد فروعنا مصحوبًا ببطاقة تعريفك.</p>',
    },
    image: 'art:pictogram/hajj',
    publishedDaysAgo: 6,
    endsInDays: 90,
    contentOrder: 2,
    homePage: true,
  },
  {
    title: {
      fr: 'Une nouvelle agence à Sousse Sahloul',
      en: 'A new branch in Sousse Sahloul',
      ar: 'فرع جديد بسوسة سهلول',
    },
    description: {
      fr: "<p>Notre nouvelle agence de <strong>Sousse Sahloul</strong> vous accueille du lundi au vendredi. Elle dispose d'un distributeur ouvert 24h/24 et d'un espace Western Union.</p>",
      en: '<p>Our new <strong>Sousse Sahloul</strong> branch welcomes you Monday to Friday. It has a 24-hour cash machine and a Western Union desk.</p>',
      ar: '<p>يستقبلكم فرعنا الجديد في <strong>سوسة سهلول</strong> من الاثنين إلى الجمعة. ويضمّ موزّعًا آليًا يعمل على مدار الساعة وشبّاكًا لويسترن يونيون.</p>',
    },
    image: 'art:pictogram/branch',
    publishedDaysAgo: 10,
    endsInDays: 60,
    contentOrder: 3,
    homePage: true,
  },
  {
    title: {
      fr: 'Carte Visa Platinum Plus : le paiement sans contact arrive',
      en: 'Visa Platinum Plus card: contactless payment is here',
      ar: 'بطاقة فيزا بلاتينيوم بلس: الدفع دون تلامس متاح الآن',
    },
    description: {
      fr: "<p>Réglez vos achats d'un simple geste avec la carte <strong>Visa Platinum Plus</strong>, acceptée en Tunisie et à l'étranger. Plafonds élevés, assurance voyage et assistance incluses.</p>",
      en: '<p>Pay with a simple tap with the <strong>Visa Platinum Plus</strong> card, accepted in Tunisia and abroad. High limits, travel insurance and assistance included.</p>',
      ar: '<p>ادفع مشترياتك بلمسة واحدة مع بطاقة <strong>فيزا بلاتينيوم بلس</strong>، المقبولة في تونس وخارجها. سقوف مرتفعة مع تأمين السفر والمساعدة.</p>',
    },
    image: 'art:card/platinum-plus',
    publishedDaysAgo: 14,
    endsInDays: null,
    contentOrder: 4,
    homePage: false,
  },
  {
    title: {
      fr: 'Attention aux messages frauduleux',
      en: 'Beware of fraudulent messages',
      ar: 'احذروا الرسائل الاحتيالية',
    },
    description: {
      fr: '<p>Des messages imitant Al Baraka circulent par SMS et par e-mail. <strong>La banque ne vous demande jamais vos codes</strong>, ni votre mot de passe, ni le code reçu par SMS.</p><p>En cas de doute, appelez votre agence.</p>',
      en: '<p>Messages pretending to come from Al Baraka are circulating by SMS and e-mail. <strong>The bank never asks for your codes</strong>, your password or the code received by SMS.</p><p>If in doubt, call your branch.</p>',
      ar: '<p>تنتشر رسائل قصيرة ورسائل إلكترونية تنتحل صفة البركة. <strong>البنك لا يطلب منكم أبدًا رموزكم</strong> ولا كلمة العبور ولا الرمز المرسل عبر الإرساليات القصيرة.</p><p>عند الشك، اتصلوا بفرعكم.</p>',
    },
    image: 'art:pictogram/security',
    publishedDaysAgo: 20,
    endsInDays: null,
    contentOrder: 0,
    homePage: true,
  },
  {
    title: {
      fr: 'Résultats annuels : des profits partagés avec nos déposants',
      en: 'Annual results: profits shared with our depositors',
      ar: 'النتائج السنوية: أرباح نتقاسمها مع مودعينا',
    },
    description: {
      fr: "<p>Conformément au contrat de <strong>Moudharaba</strong>, les titulaires de comptes d'investissement reçoivent leur part des profits de l'exercice, calculée sur le solde moyen des trois derniers mois.</p>",
      en: '<p>Under the <strong>Mudaraba</strong> contract, investment account holders receive their share of the year’s profits, calculated on the average balance of the last three months.</p>',
      ar: '<p>وفقًا لعقد <strong>المضاربة</strong>، يتحصّل أصحاب الحسابات الاستثمارية على نصيبهم من أرباح السنة المالية، محتسبًا على أساس معدّل الرصيد خلال الأشهر الثلاثة الأخيرة.</p>',
    },
    image: 'art:pictogram/community',
    publishedDaysAgo: 30,
    endsInDays: null,
    contentOrder: 0,
    homePage: false,
  },
  {
    title: {
      fr: 'Horaires de Ramadan dans nos agences',
      en: 'Ramadan opening hours in our branches',
      ar: 'توقيت العمل في فروعنا خلال شهر رمضان',
    },
    description: {
      fr: "<p>Pendant le mois de Ramadan, nos agences vous accueillent en <strong>séance unique</strong>, du lundi au vendredi. Consultez l'horaire de chaque agence dans la rubrique « Agences et distributeurs ».</p>",
      en: '<p>During the month of Ramadan, our branches are open in a <strong>single session</strong>, Monday to Friday. See each branch’s hours under “Branches and ATMs”.</p>',
      ar: '<p>خلال شهر رمضان، تستقبلكم فروعنا <strong>بحصّة واحدة</strong> من الاثنين إلى الجمعة. اطّلعوا على توقيت كل فرع في ركن «الفروع والموزّعات».</p>',
    },
    image: 'art:pictogram/ramadan',
    publishedDaysAgo: 40,
    endsInDays: null,
    contentOrder: 0,
    homePage: false,
    mobile: true,
  },
];
