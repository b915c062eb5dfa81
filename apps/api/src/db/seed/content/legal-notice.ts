/** The online banking service terms (spec §1), shown as the legal notice. */
import type { LocalizedText } from '@baraka/contracts';

export const LEGAL_NOTICE: LocalizedText = {
  fr: `<h2>Conditions générales du service de banque en ligne</h2>
<h3>1. Objet et souscription</h3><p>Le service de banque en ligne Al Baraka est souscrit par une personne physique ou morale titulaire d'un compte. Le contrat est conclu pour <strong>un an</strong> et se renouvelle par tacite reconduction.</p>
<h3>2. Accès</h3><p>Chaque utilisateur reçoit un identifiant et un mot de passe, qu'il doit <strong>changer lors du premier accès</strong>. Le titulaire peut donner des droits d'accès à d'autres utilisateurs, dans la limite de ses pouvoirs s'il s'agit d'une personne morale.</p>
<h3>3. Disponibilité et traitement des opérations</h3><p>Le service est accessible 24h/24 et 7j/7. Les virements sont validés par la banque du <strong>lundi au vendredi, de 08:15 à 16:00</strong>.</p>
<h3>4. Tarification</h3><p>Une cotisation annuelle, révisable, est prélevée sur le compte de facturation.</p>
<h3>5. Responsabilités</h3><p>L'abonné est responsable de la conservation de ses codes et de leur usage jusqu'à la déclaration écrite de leur perte ou de leur vol. La banque n'est pas responsable des erreurs dans les données communiquées par l'abonné.</p>
<h3>6. Réclamations</h3><p>Toute contestation d'une opération doit être formulée dans un délai d'<strong>un mois</strong> à compter de la date du relevé.</p>
<h3>7. Résiliation</h3><p>Chaque partie peut résilier le contrat par lettre recommandée <strong>un mois avant son échéance</strong>. En cas de manquement, la partie défaillante dispose de <strong>30 jours</strong> pour y remédier. Une faute grave permet une résiliation unilatérale immédiate. Un cas de force majeure de plus de deux mois met fin au contrat de plein droit.</p>
<h3>8. Droit applicable</h3><p>Le contrat est soumis au droit tunisien. Tout litige relève des tribunaux de Tunis.</p>`,
  en: `<h2>Online banking service terms</h2>
<h3>1. Purpose and subscription</h3><p>The Al Baraka online banking service is subscribed by an individual or a company holding an account. The contract runs for <strong>one year</strong> and renews tacitly.</p>
<h3>2. Access</h3><p>Each user receives a login and a password, which must be <strong>changed at first access</strong>. The account holder may give access rights to other users, within their powers for a legal entity.</p>
<h3>3. Availability and processing</h3><p>The service is available 24 hours a day, 7 days a week. Transfers are validated by the bank <strong>Monday to Friday, 08:15 to 16:00</strong>.</p>
<h3>4. Fees</h3><p>An annual fee, which may be revised, is debited from the billing account.</p>
<h3>5. Liability</h3><p>The subscriber is responsible for keeping their codes and for their use until a written declaration of their loss or theft. The bank is not liable for errors in data provided by the subscriber.</p>
<h3>6. Objections</h3><p>Any objection to an operation must be made within <strong>one month</strong> of the statement date.</p>
<h3>7. Termination</h3><p>Either party may end the contract by registered letter <strong>one month before it expires</strong>. After a breach, the defaulting party has <strong>30 days</strong> to cure it. Grave misconduct allows immediate unilateral termination. Force majeure lasting more than two months ends the contract automatically.</p>
<h3>8. Governing law</h3><p>The contract is governed by Tunisian law. Any dispute falls under the courts of Tunis.</p>`,
  ar: `<h2>الشروط العامة لخدمة البنك الرقمي</h2>
<h3>1. الموضوع والاشتراك</h3><p>يكتتب في خدمة البنك الرقمي للبركة كلّ شخص طبيعي أو معنوي صاحب حساب. ويُبرم العقد لمدّة <strong>سنة واحدة</strong> تُجدّد ضمنيًا.</p>
<h3>2. النفاذ</h3><p>يتسلّم كل مستعمل معرّفًا وكلمة عبور يجب <strong>تغييرها عند أول نفاذ</strong>. ويمكن لصاحب الحساب منح حقوق نفاذ لمستعملين آخرين، في حدود صلاحياته إذا تعلّق الأمر بشخص معنوي.</p>
<h3>3. التوفّر ومعالجة العمليات</h3><p>الخدمة متاحة على مدار الساعة وطيلة أيام الأسبوع. ويصادق البنك على التحويلات <strong>من الاثنين إلى الجمعة، من 08:15 إلى 16:00</strong>.</p>
<h3>4. التعريفة</h3><p>يُقتطع معلوم سنوي قابل للمراجعة من حساب الفوترة.</p>
<h3>5. المسؤوليات</h3><p>المشترك مسؤول عن حفظ رموزه وعن استعمالها إلى حين التصريح الكتابي بضياعها أو سرقتها. ولا يتحمّل البنك مسؤولية الأخطاء الواردة في المعطيات التي يقدّمها المشترك.</p>
<h3>6. الاعتراضات</h3><p>يجب تقديم كل اعتراض على عملية في أجل <strong>شهر واحد</strong> من تاريخ الكشف.</p>
<h3>7. الفسخ</h3><p>يمكن لكل طرف فسخ العقد برسالة مضمونة الوصول <strong>قبل شهر من حلول أجله</strong>. وعند الإخلال، يتمتّع الطرف المخلّ بأجل <strong>30 يومًا</strong> لتداركه. ويخوّل الخطأ الجسيم الفسخ الأحادي الفوري. وتُنهي القوّة القاهرة التي تتجاوز شهرين العقد بصفة آلية.</p>
<h3>8. القانون المنطبق</h3><p>يخضع العقد للقانون التونسي، ويرجع النظر في كل نزاع إلى محاكم تونس.</p>`,
};
