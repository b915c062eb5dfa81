/** What branches and cash machines offer, named in three languages. */
import type { LocalizedText } from '@baraka/contracts';

export type ServiceSeed = { code: string; name: LocalizedText; description: LocalizedText };

const service = (
  code: string,
  name: [string, string, string],
  description: [string, string, string],
): ServiceSeed => ({
  code,
  name: { fr: name[0], en: name[1], ar: name[2] },
  description: { fr: description[0], en: description[1], ar: description[2] },
});

export const BRANCH_SERVICES: readonly ServiceSeed[] = [
  service(
    'ACCOUNT_OPENING',
    ['Ouverture de compte', 'Account opening', 'فتح الحسابات'],
    ['Comptes particuliers et professionnels', 'Personal and business accounts', 'حسابات الأفراد والمهنيين'],
  ),
  service(
    'FINANCING_ADVICE',
    ['Conseil en financement', 'Financing advice', 'الاستشارة في التمويل'],
    [
      'Étude de vos projets avec un conseiller',
      'Your projects studied with an adviser',
      'دراسة مشاريعك مع مستشار',
    ],
  ),
  service(
    'CURRENCY_EXCHANGE',
    ['Bureau de change', 'Currency exchange', 'مكتب صرف'],
    [
      'Achat et vente de billets étrangers',
      'Buying and selling foreign banknotes',
      'شراء وبيع الأوراق النقدية الأجنبية',
    ],
  ),
  service(
    'SAFE_DEPOSIT',
    ['Coffres-forts', 'Safe deposit boxes', 'الخزائن الحديدية'],
    ['Location de coffres individuels', 'Individual safe deposit boxes for rent', 'كراء خزائن فردية'],
  ),
  service(
    'BUSINESS_DESK',
    ['Espace entreprises', 'Business desk', 'فضاء المؤسسات'],
    [
      'Chargés d’affaires pour les entreprises',
      'Relationship managers for companies',
      'مكلّفون بالأعمال للمؤسسات',
    ],
  ),
  service(
    'ACCESSIBLE',
    ['Accès personnes à mobilité réduite', 'Step-free access', 'نفاذ ذوي الاحتياجات الخصوصية'],
    ['Entrée et guichet accessibles', 'Accessible entrance and counter', 'مدخل وشبّاك مهيّآن'],
  ),
];

export const ATM_SERVICES: readonly ServiceSeed[] = [
  service(
    'CASH_WITHDRAWAL',
    ['Retrait d’espèces', 'Cash withdrawal', 'سحب الأموال'],
    ['Cartes nationales et internationales', 'National and international cards', 'البطاقات الوطنية والدولية'],
  ),
  service(
    'CASH_DEPOSIT',
    ['Dépôt d’espèces', 'Cash deposit', 'إيداع الأموال'],
    [
      'Versement sur votre compte, crédité le jour même',
      'Paid into your account the same day',
      'إيداع في حسابك في اليوم نفسه',
    ],
  ),
  service(
    'BALANCE',
    ['Consultation du solde', 'Balance enquiry', 'الاطّلاع على الرصيد'],
    ['Solde et dernières opérations', 'Balance and last operations', 'الرصيد وآخر العمليات'],
  ),
  service(
    'FOREIGN_CARDS',
    ['Cartes étrangères', 'Foreign cards', 'البطاقات الأجنبية'],
    [
      'Visa et Mastercard émises à l’étranger',
      'Visa and Mastercard issued abroad',
      'فيزا وماستركارد الصادرة بالخارج',
    ],
  ),
  service(
    'CONTACTLESS',
    ['Retrait sans contact', 'Contactless withdrawal', 'السحب دون تلامس'],
    ['Approchez votre carte ou votre téléphone', 'Tap your card or phone', 'قرّب بطاقتك أو هاتفك'],
  ),
];
