/** The bank's security advice, shown on the security mention page. */
import type { LocalizedText } from '@baraka/contracts';

export const SECURITY_MENTION: LocalizedText = {
  fr: `<h2>Votre sécurité</h2>
<p><strong>Al Baraka ne vous demandera jamais vos codes d'accès</strong>, ni par e-mail, ni par SMS, ni par téléphone.</p>
<h3>Bons réflexes</h3><ul><li>Accédez à la banque en ligne en tapant vous-même son adresse ou depuis l'application officielle.</li><li>Ne communiquez à personne votre mot de passe ni les codes reçus par SMS.</li><li>Choisissez un mot de passe unique et changez-le régulièrement.</li><li>Déconnectez-vous après chaque visite, surtout sur un ordinateur partagé.</li><li>Vérifiez la liste de vos appareils et retirez ceux que vous ne reconnaissez pas.</li></ul>
<h3>Protections de la banque</h3><p>Les échanges sont chiffrés, les opérations sensibles sont confirmées par un code à usage unique et la session se ferme d'elle-même après 10 minutes d'inactivité.</p>
<h3>En cas de doute</h3><p>Bloquez votre carte depuis l'application et contactez votre agence au plus vite.</p>`,
  en: `<h2>Your security</h2>
<p><strong>Al Baraka will never ask for your access codes</strong>, by e-mail, SMS or phone.</p>
<h3>Good habits</h3><ul><li>Reach online banking by typing its address yourself or from the official app.</li><li>Never share your password or the codes received by SMS.</li><li>Choose a unique password and change it regularly.</li><li>Sign out after each visit, especially on a shared computer.</li><li>Check your list of devices and remove any you do not recognise.</li></ul>
<h3>How the bank protects you</h3><p>Exchanges are encrypted, sensitive operations are confirmed by a one-time code and the session closes by itself after 10 minutes of inactivity.</p>
<h3>If in doubt</h3><p>Block your card from the app and contact your branch as soon as possible.</p>`,
  ar: `<h2>أمانكم</h2>
<p><strong>لن يطلب منكم البركة أبدًا رموز النفاذ</strong>، لا عبر البريد الإلكتروني ولا عبر الإرساليات القصيرة ولا عبر الهاتف.</p>
<h3>ممارسات سليمة</h3><ul><li>ادخلوا إلى البنك الرقمي بكتابة عنوانه بأنفسكم أو عبر التطبيق الرسمي.</li><li>لا تُطلعوا أحدًا على كلمة العبور ولا على الرموز المرسلة إليكم.</li><li>اختاروا كلمة عبور فريدة وغيّروها بانتظام.</li><li>اخرجوا من حسابكم بعد كل زيارة، خاصة على حاسوب مشترك.</li><li>راجعوا قائمة أجهزتكم واحذفوا ما لا تعرفونه منها.</li></ul>
<h3>كيف يحميكم البنك</h3><p>المبادلات مشفّرة، والعمليات الحسّاسة تُؤكّد برمز يُستعمل مرّة واحدة، وتُغلق الجلسة تلقائيًا بعد 10 دقائق من عدم النشاط.</p>
<h3>عند الشك</h3><p>جمّدوا بطاقتكم من التطبيق واتصلوا بفرعكم في أقرب الآجال.</p>`,
};
