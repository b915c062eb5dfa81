/** Current commercial offers, valid for a period around the day the demo data is created. */
import type { LocalizedText } from '@baraka/contracts';

export type OfferSeed = {
  title: LocalizedText;
  details: LocalizedText;
  image: string;
  startedDaysAgo: number;
  endsInDays: number;
  offerOrder: number;
};

export const OFFERS: readonly OfferSeed[] = [
  {
    title: {
      fr: 'Pack Jeunes : votre première carte offerte',
      en: 'Youth pack: your first card on us',
      ar: 'باقة الشباب: بطاقتك الأولى مجانًا',
    },
    details: {
      fr: '<p>Vous avez entre 18 et 30 ans ? Ouvrez votre compte avec le <strong>Pack Jeunes</strong> : carte nationale gratuite la première année, banque en ligne incluse et alertes SMS.</p>',
      en: '<p>Aged 18 to 30? Open your account with the <strong>Youth Pack</strong>: national card free for the first year, online banking and SMS alerts included.</p>',
      ar: '<p>عمرك بين 18 و30 سنة؟ افتح حسابك مع <strong>باقة الشباب</strong>: بطاقة وطنية مجانية في السنة الأولى مع البنك الرقمي وتنبيهات الإرساليات القصيرة.</p>',
    },
    image: 'art:pictogram/gift',
    startedDaysAgo: 15,
    endsInDays: 75,
    offerOrder: 1,
  },
  {
    title: {
      fr: 'Financement auto : marge préférentielle',
      en: 'Car financing: preferential margin',
      ar: 'تمويل السيارات: هامش تفاضلي',
    },
    details: {
      fr: "<p>Financez votre voiture neuve ou d'occasion en <strong>Mourabaha</strong> : la banque achète le véhicule et vous le revend avec une marge connue d'avance, payable jusqu'à 7 ans.</p><p>Frais de dossier offerts jusqu'à la fin de l'offre.</p>",
      en: '<p>Finance your new or used car through <strong>Murabaha</strong>: the bank buys the vehicle and sells it to you with a margin known in advance, payable over up to 7 years.</p><p>No file fees until the end of the offer.</p>',
      ar: '<p>موّل سيارتك الجديدة أو المستعملة بصيغة <strong>المرابحة</strong>: يشتري البنك السيارة ثم يبيعها لك بهامش ربح معلوم مسبقًا، يُسدّد على مدّة تصل إلى 7 سنوات.</p><p>معاليم الملف مجانية حتى نهاية العرض.</p>',
    },
    image: 'art:pictogram/car',
    startedDaysAgo: 10,
    endsInDays: 50,
    offerOrder: 2,
  },
  {
    title: {
      fr: 'Dar Al Baraka : frais de dossier offerts',
      en: 'Dar Al Baraka: no file fees',
      ar: 'دار البركة: معاليم الملف مجانية',
    },
    details: {
      fr: "<p>Achetez votre logement avec le financement immobilier <strong>Dar Al Baraka</strong>, jusqu'à 25 ans, avec un apport personnel à partir de 20 %. Simulez votre financement en ligne.</p>",
      en: '<p>Buy your home with <strong>Dar Al Baraka</strong> home financing, over up to 25 years, with a personal contribution from 20%. Simulate your financing online.</p>',
      ar: '<p>اقتنِ مسكنك بتمويل <strong>دار البركة</strong> العقاري، على مدّة تصل إلى 25 سنة، بمساهمة ذاتية انطلاقًا من 20%. قم بمحاكاة تمويلك عبر الإنترنت.</p>',
    },
    image: 'art:pictogram/home',
    startedDaysAgo: 5,
    endsInDays: 120,
    offerOrder: 3,
  },
  {
    title: {
      fr: 'Carte Lady : un an de cotisation offert',
      en: 'Lady card: first year free',
      ar: 'بطاقة ليدي: السنة الأولى مجانًا',
    },
    details: {
      fr: "<p>La carte <strong>Lady</strong> est conçue pour vous : paiements en Tunisie et sur internet, assurance vol et casse jusqu'à <strong>500 DT par an</strong>. Première année de cotisation offerte.</p>",
      en: '<p>The <strong>Lady</strong> card is designed for you: payments in Tunisia and online, theft and breakage insurance up to <strong>500 DT a year</strong>. First year’s fee waived.</p>',
      ar: '<p>بطاقة <strong>ليدي</strong> صُمّمت لكِ: الدفع في تونس وعبر الإنترنت، مع تأمين ضدّ السرقة والكسر يصل إلى <strong>500 دينار سنويًا</strong>. معلوم السنة الأولى مجاني.</p>',
    },
    image: 'art:card/lady',
    startedDaysAgo: 20,
    endsInDays: 40,
    offerOrder: 0,
  },
  {
    title: {
      fr: 'Tunisiens résidant à l’étranger : compte en devises',
      en: 'Tunisians living abroad: foreign currency account',
      ar: 'التونسيون المقيمون بالخارج: حساب بالعملة الأجنبية',
    },
    details: {
      fr: "<p>Gardez votre épargne en euros ou en dollars et transférez-la librement. Tenue de compte offerte la première année pour toute ouverture pendant l'été.</p>",
      en: '<p>Keep your savings in euros or dollars and transfer them freely. No account fees for the first year for accounts opened over the summer.</p>',
      ar: '<p>احتفظ بمدّخراتك باليورو أو بالدولار وحوّلها بكل حرية. مجانية مسك الحساب في السنة الأولى لكل حساب يُفتح خلال الصيف.</p>',
    },
    image: 'art:pictogram/account-currency',
    startedDaysAgo: 2,
    endsInDays: 100,
    offerOrder: 0,
  },
];
