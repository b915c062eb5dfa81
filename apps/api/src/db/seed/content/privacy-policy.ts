/** How the online bank handles personal data, shown on the privacy policy page. */
import type { LocalizedText } from '@baraka/contracts';

export const PRIVACY_POLICY: LocalizedText = {
  fr: `<h2>Politique de confidentialité</h2>
<p>Al Baraka Bank Tunisia traite vos données personnelles dans le respect de la loi organique n° 2004-63 relative à la protection des données à caractère personnel.</p>
<h3>Données traitées</h3><ul><li>Données d'identification : nom, prénom, numéro de carte d'identité, coordonnées.</li><li>Données bancaires : comptes, opérations, cartes et financements.</li><li>Données techniques : appareil utilisé, adresse IP, journal des connexions.</li></ul>
<h3>Finalités</h3><p>Ces données servent à fournir le service de banque en ligne, à sécuriser vos accès, à répondre à vos demandes et à respecter nos obligations légales. Elles ne sont jamais vendues.</p>
<h3>Conservation</h3><p>Les données sont conservées pendant la durée de la relation puis pendant les délais légaux de conservation des documents bancaires.</p>
<h3>Vos droits</h3><p>Vous pouvez accéder à vos données, les faire rectifier et vous opposer à leur usage commercial en écrivant à votre agence.</p>
<h3>Cookies</h3><p>L'application n'utilise que le stockage nécessaire à son fonctionnement : langue, thème et session.</p>`,
  en: `<h2>Privacy policy</h2>
<p>Al Baraka Bank Tunisia processes your personal data in accordance with Organic Law No. 2004-63 on the protection of personal data.</p>
<h3>Data processed</h3><ul><li>Identification data: name, first name, identity card number, contact details.</li><li>Banking data: accounts, operations, cards and financing.</li><li>Technical data: device used, IP address, sign-in log.</li></ul>
<h3>Purposes</h3><p>This data is used to provide the online banking service, secure your access, answer your requests and meet our legal obligations. It is never sold.</p>
<h3>Retention</h3><p>Data is kept for the duration of the relationship and then for the legal retention periods of banking records.</p>
<h3>Your rights</h3><p>You may access your data, have it corrected and object to its commercial use by writing to your branch.</p>
<h3>Cookies</h3><p>The app only stores what it needs to work: language, theme and session.</p>`,
  ar: `<h2>سياسة الخصوصية</h2>
<p>يعالج بنك البركة تونس معطياتكم الشخصية طبقًا للقانون الأساسي عدد 63 لسنة 2004 المتعلّق بحماية المعطيات الشخصية.</p>
<h3>المعطيات المعالجة</h3><ul><li>معطيات التعريف: الاسم واللقب ورقم بطاقة التعريف وبيانات الاتصال.</li><li>المعطيات البنكية: الحسابات والعمليات والبطاقات والتمويلات.</li><li>المعطيات التقنية: الجهاز المستعمل وعنوان IP وسجلّ الدخول.</li></ul>
<h3>الأغراض</h3><p>تُستعمل هذه المعطيات لتقديم خدمة البنك الرقمي وتأمين نفاذكم والردّ على طلباتكم واحترام التزاماتنا القانونية. ولا تُباع أبدًا.</p>
<h3>مدّة الحفظ</h3><p>تُحفظ المعطيات طيلة مدّة العلاقة ثم خلال الآجال القانونية لحفظ الوثائق البنكية.</p>
<h3>حقوقكم</h3><p>يمكنكم النفاذ إلى معطياتكم وطلب تصحيحها والاعتراض على استعمالها لأغراض تجارية بمراسلة فرعكم.</p>
<h3>ملفات تعريف الارتباط</h3><p>لا يحفظ التطبيق إلا ما يلزم لعمله: اللغة والمظهر والجلسة.</p>`,
};
