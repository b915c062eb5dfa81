/** Frequently asked questions, in display order, with the introduction shown above them. */
import type { LocalizedText } from '@baraka/contracts';

export type FaqSeed = { topic: string; question: LocalizedText; response: LocalizedText };

export const FAQ_INTRODUCTION: LocalizedText = {
  fr: '<p>Retrouvez ici les réponses aux questions que nos clients nous posent le plus souvent. Vous ne trouvez pas votre réponse ? Écrivez-nous depuis la page « Nous contacter ».</p>',
  en: '<p>Here are the answers to the questions our customers ask most often. Can’t find your answer? Write to us from the “Contact us” page.</p>',
  ar: '<p>تجدون هنا الإجابات عن الأسئلة الأكثر تداولًا لدى حرفائنا. لم تجدوا إجابتكم؟ راسلونا من صفحة «اتصل بنا».</p>',
};

const q = (topic: string, fr: [string, string], en: [string, string], ar: [string, string]): FaqSeed => ({
  topic,
  question: { fr: fr[0], en: en[0], ar: ar[0] },
  response: { fr: `<p>${fr[1]}</p>`, en: `<p>${en[1]}</p>`, ar: `<p>${ar[1]}</p>` },
});

export const FAQ: readonly FaqSeed[] = [
  q(
    'ISLAMIC_FINANCE',
    [
      'Qu’est-ce qui distingue une banque islamique ?',
      'Une banque islamique ne pratique pas l’intérêt. Elle finance des biens réels (achat-revente, location, partenariat) et partage avec ses déposants les profits, comme les pertes, des investissements réalisés.',
    ],
    [
      'What makes an Islamic bank different?',
      'An Islamic bank does not charge or pay interest. It finances real assets (purchase and resale, leasing, partnership) and shares with its depositors the profits, and the losses, of the investments made.',
    ],
    [
      'ما الذي يميّز البنك الإسلامي؟',
      'لا يتعامل البنك الإسلامي بالفائدة. فهو يموّل أصولًا حقيقية (شراء وإعادة بيع، إجارة، مشاركة) ويتقاسم مع مودعيه أرباح الاستثمارات المنجزة وخسائرها.',
    ],
  ),
  q(
    'ISLAMIC_FINANCE',
    [
      'Comment fonctionne un financement Mourabaha ?',
      'La banque achète le bien que vous avez choisi puis vous le revend à un prix qui inclut une marge connue dès la signature. Vous le payez par mensualités fixes : le montant ne change pas pendant toute la durée.',
    ],
    [
      'How does Murabaha financing work?',
      'The bank buys the asset you have chosen and sells it to you at a price that includes a margin known when you sign. You pay it in fixed monthly instalments: the amount never changes over the term.',
    ],
    [
      'كيف يعمل تمويل المرابحة؟',
      'يشتري البنك السلعة التي اخترتها ثم يبيعها لك بثمن يتضمّن هامش ربح معلومًا عند الإمضاء. وتسدّده بأقساط شهرية ثابتة لا تتغيّر طيلة المدّة.',
    ],
  ),
  q(
    'ISLAMIC_FINANCE',
    [
      'Comment mon épargne est-elle rémunérée ?',
      'Vos comptes d’épargne fonctionnent en Moudharaba : la banque investit vos fonds et vous reverse une part des profits réalisés, calculée sur votre solde moyen. Le taux de partage est connu à l’avance, le profit ne l’est pas.',
    ],
    [
      'How are my savings rewarded?',
      'Your savings accounts work as Mudaraba: the bank invests your funds and pays you a share of the profits made, calculated on your average balance. The sharing ratio is known in advance; the profit is not.',
    ],
    [
      'كيف تُكافأ مدّخراتي؟',
      'تعمل حسابات الادّخار بصيغة المضاربة: يستثمر البنك أموالك ويمنحك نصيبًا من الأرباح المحقّقة، محتسبًا على معدّل رصيدك. نسبة التقاسم معلومة مسبقًا أمّا الربح فلا.',
    ],
  ),
  q(
    'ACCOUNTS',
    [
      'Quels documents pour ouvrir un compte ?',
      'Votre carte d’identité nationale (ou passeport pour les non-résidents), un justificatif de domicile et, pour les professionnels, la patente et le registre de commerce.',
    ],
    [
      'Which documents do I need to open an account?',
      'Your national identity card (or passport for non-residents), proof of address and, for professionals, the trading licence and the trade register extract.',
    ],
    [
      'ما هي الوثائق اللازمة لفتح حساب؟',
      'بطاقة التعريف الوطنية (أو جواز السفر لغير المقيمين)، وما يثبت العنوان، وبالنسبة إلى المهنيين الباتيندة ومضمون السجلّ التجاري.',
    ],
  ),
  q(
    'ACCOUNTS',
    [
      'Comment obtenir mon RIB ?',
      'Dans la banque en ligne, ouvrez « Comptes », choisissez le compte puis « RIB » : vous pouvez le télécharger en PDF ou le partager. Il est aussi disponible dans toutes nos agences.',
    ],
    [
      'How do I get my RIB?',
      'In online banking, open “Accounts”, choose the account then “RIB”: you can download it as a PDF or share it. It is also available in all our branches.',
    ],
    [
      'كيف أتحصّل على بطاقة التعريف البنكي؟',
      'في البنك الرقمي، افتح «الحسابات» واختر الحساب ثم «بطاقة التعريف البنكي»: يمكنك تحميلها بصيغة PDF أو مشاركتها. كما أنها متوفّرة في جميع فروعنا.',
    ],
  ),
  q(
    'ACCOUNTS',
    [
      'Puis-je ouvrir un compte en devises ?',
      'Oui. Les Tunisiens résidant à l’étranger et les professionnels exportateurs peuvent ouvrir un compte en euros, en dollars ou dans une autre devise cotée par la banque.',
    ],
    [
      'Can I open a foreign currency account?',
      'Yes. Tunisians living abroad and exporting professionals can open an account in euros, dollars or another currency quoted by the bank.',
    ],
    [
      'هل يمكنني فتح حساب بالعملة الأجنبية؟',
      'نعم. يمكن للتونسيين المقيمين بالخارج وللمهنيين المصدّرين فتح حساب باليورو أو بالدولار أو بعملة أخرى يسعّرها البنك.',
    ],
  ),
  q(
    'CARDS',
    [
      'Que faire si je perds ma carte ?',
      'Bloquez-la immédiatement depuis la banque en ligne (« Cartes » puis « Bloquer ») ou appelez votre agence. Une déclaration écrite confirme ensuite l’opposition.',
    ],
    [
      'What should I do if I lose my card?',
      'Block it at once from online banking (“Cards” then “Block”) or call your branch. A written declaration then confirms the stop.',
    ],
    [
      'ماذا أفعل إذا أضعت بطاقتي؟',
      'قم بتجميدها فورًا من البنك الرقمي («البطاقات» ثم «تجميد») أو اتصل بفرعك. ثم يؤكّد تصريح كتابي الاعتراض.',
    ],
  ),
  q(
    'CARDS',
    [
      'Ma carte est-elle assurée ?',
      'Les cartes Al Baraka incluent une assurance contre le vol et la casse des achats payés avec la carte, jusqu’à 500 DT par an.',
    ],
    [
      'Is my card insured?',
      'Al Baraka cards include insurance against theft and breakage of purchases paid with the card, up to 500 DT a year.',
    ],
    [
      'هل بطاقتي مؤمّنة؟',
      'تشمل بطاقات البركة تأمينًا ضد سرقة وكسر المشتريات المدفوعة بالبطاقة، في حدود 500 دينار سنويًا.',
    ],
  ),
  q(
    'CARDS',
    [
      'Comment modifier le plafond de ma carte ?',
      'Dans « Cartes », choisissez votre carte puis « Plafonds » et sélectionnez le nouveau montant. La demande est traitée par votre agence.',
    ],
    [
      'How do I change my card limit?',
      'In “Cards”, choose your card then “Limits” and pick the new amount. Your branch handles the request.',
    ],
    ['كيف أغيّر سقف بطاقتي؟', 'في «البطاقات»، اختر بطاقتك ثم «السقوف» وحدّد المبلغ الجديد. يعالج فرعك الطلب.'],
  ),
  q(
    'FINANCING',
    [
      'Comment simuler un financement immobilier ?',
      'Le simulateur en ligne estime votre mensualité selon le montant, la durée et votre apport personnel, ainsi que votre capacité de remboursement. Le résultat est indicatif.',
    ],
    [
      'How do I simulate home financing?',
      'The online simulator estimates your monthly payment from the amount, the term and your personal contribution, as well as your repayment capacity. The result is indicative.',
    ],
    [
      'كيف أقوم بمحاكاة تمويل عقاري؟',
      'يقدّر المحاكي الرقمي قسطك الشهري حسب المبلغ والمدّة ومساهمتك الذاتية، إضافة إلى قدرتك على السداد. والنتيجة استرشادية.',
    ],
  ),
  q(
    'FINANCING',
    [
      'L’entreprise peut-elle financer ses exportations ?',
      'Oui : le financement des exportations couvre jusqu’à 80 % de la valeur exportée, remboursable sur 12 mois au plus. Les importations peuvent être financées jusqu’à 100 %.',
    ],
    [
      'Can a company finance its exports?',
      'Yes: export financing covers up to 80% of the exported value, repayable over 12 months at most. Imports can be financed up to 100%.',
    ],
    [
      'هل يمكن للمؤسسة تمويل صادراتها؟',
      'نعم: يغطّي تمويل الصادرات ما يصل إلى 80% من القيمة المصدّرة، ويُسدّد على 12 شهرًا على أقصى تقدير. ويمكن تمويل الواردات بنسبة تصل إلى 100%.',
    ],
  ),
  q(
    'ONLINE_BANKING',
    [
      'Comment souscrire à la banque en ligne ?',
      'Demandez l’abonnement dans votre agence ou en ligne. Vous recevez un identifiant et un mot de passe à changer lors de la première connexion. L’abonnement dure un an, renouvelable.',
    ],
    [
      'How do I subscribe to online banking?',
      'Ask for the subscription at your branch or online. You receive a login and a password to change at your first sign-in. The subscription lasts one year and renews.',
    ],
    [
      'كيف أشترك في البنك الرقمي؟',
      'اطلب الاشتراك في فرعك أو عبر الإنترنت. تتسلّم معرّفًا وكلمة عبور يجب تغييرها عند أول دخول. يدوم الاشتراك سنة قابلة للتجديد.',
    ],
  ),
  q(
    'ONLINE_BANKING',
    [
      'Quand mes virements sont-ils exécutés ?',
      'Les virements sont validés du lundi au vendredi de 08:15 à 16:00. Un virement vers une autre banque validé avant 14h (10h en séance unique, 11h pendant le Ramadan) part le jour même.',
    ],
    [
      'When are my transfers carried out?',
      'Transfers are validated Monday to Friday from 08:15 to 16:00. A transfer to another bank validated before 2 pm (10 am on single-session days, 11 am in Ramadan) leaves the same day.',
    ],
    [
      'متى تُنفّذ تحويلاتي؟',
      'تتمّ المصادقة على التحويلات من الاثنين إلى الجمعة من 08:15 إلى 16:00. والتحويل نحو بنك آخر المصادق عليه قبل الساعة 14 (10 في الحصّة الواحدة، 11 في رمضان) يُنفّذ في اليوم نفسه.',
    ],
  ),
  q(
    'ONLINE_BANKING',
    [
      'Quels packs d’abonnement existent ?',
      'Le pack Basic permet la consultation des comptes, le RIB, les cours de change, la déclaration de perte et la simulation. Le pack Basic Plus y ajoute les commandes de chéquiers et de cartes et les virements.',
    ],
    [
      'Which subscription packs are there?',
      'The Basic pack offers account consultation, RIB, exchange rates, loss declaration and simulation. Basic Plus adds chequebook and card orders and transfers.',
    ],
    [
      'ما هي باقات الاشتراك المتوفّرة؟',
      'تتيح الباقة الأساسية الاطّلاع على الحسابات وبطاقة التعريف البنكي وأسعار الصرف والتصريح بالضياع والمحاكاة. وتضيف الباقة الأساسية بلس طلب الصكوك والبطاقات والتحويلات.',
    ],
  ),
  q(
    'SECURITY',
    [
      'La banque peut-elle me demander mon mot de passe ?',
      'Jamais. Ni par téléphone, ni par SMS, ni par e-mail. Ne communiquez à personne votre mot de passe ni le code reçu par SMS.',
    ],
    [
      'Can the bank ask me for my password?',
      'Never. Not by phone, SMS or e-mail. Never share your password or the code received by SMS with anyone.',
    ],
    [
      'هل يمكن للبنك أن يطلب كلمة العبور الخاصّة بي؟',
      'أبدًا. لا عبر الهاتف ولا عبر الإرساليات القصيرة ولا عبر البريد الإلكتروني. لا تُطلع أحدًا على كلمة عبورك ولا على الرمز المرسل إليك.',
    ],
  ),
  q(
    'SECURITY',
    [
      'Que faire si je pense que mon compte est compromis ?',
      'Changez votre mot de passe, retirez les appareils inconnus dans « Appareils » et prévenez votre agence au plus vite.',
    ],
    [
      'What if I think my account is compromised?',
      'Change your password, remove unknown devices under “Devices” and tell your branch as soon as possible.',
    ],
    [
      'ماذا أفعل إذا شككت في اختراق حسابي؟',
      'غيّر كلمة العبور، واحذف الأجهزة غير المعروفة من «الأجهزة»، وأعلم فرعك في أقرب الآجال.',
    ],
  ),
];
