/** E-requests a customer files online (spec §2 /e-request): certificate, closure, change of address. */
import { type SeededForm, tr } from './seeded-form.ts';

const ribField = (key: string, label: ReturnType<typeof tr>, required: boolean) => ({
  key,
  type: 'text' as const,
  label,
  help: tr('20 chiffres, sans espaces.', '20 digits, no spaces.', '20 رقمًا دون فراغات.'),
  required,
  maxLength: 20,
  pattern: 'rib' as const,
});

export const BALANCE_CERTIFICATE_FORM: SeededForm = {
  formName: 'balance-certificate',
  category: 'E_REQUEST',
  subCategory: 'ACCOUNTS',
  description: tr(
    'Une attestation du solde de votre compte à une date donnée.',
    'A certificate of your account balance on a given date.',
    'شهادة في رصيد حسابك في تاريخ معيّن.',
  ),
  data: {
    version: 1,
    title: tr('Attestation de solde', 'Certificate of balance', 'شهادة رصيد'),
    fields: [
      ribField('rib', tr('RIB du compte', 'Account RIB', 'المعرّف البنكي للحساب'), true),
      {
        key: 'asOfDate',
        type: 'date',
        label: tr('Solde arrêté au', 'Balance as of', 'الرصيد بتاريخ'),
        required: true,
        dateRule: 'notFuture',
      },
      {
        key: 'purpose',
        type: 'select',
        label: tr('Motif', 'Purpose', 'الغرض'),
        required: true,
        options: [
          { value: 'VISA', label: tr('Dossier de visa', 'Visa application', 'ملف تأشيرة') },
          { value: 'ADMINISTRATION', label: tr('Administration', 'Public administration', 'إدارة عمومية') },
          { value: 'EMPLOYER', label: tr('Employeur', 'Employer', 'المشغّل') },
          { value: 'OTHER', label: tr('Autre', 'Other', 'آخر') },
        ],
      },
      {
        key: 'purposeDetail',
        type: 'text',
        label: tr('Précisez le motif', 'Tell us the purpose', 'حدّد الغرض'),
        required: true,
        maxLength: 100,
        dependsOn: { field: 'purpose', values: ['OTHER'] },
      },
      {
        key: 'copies',
        type: 'number',
        label: tr("Nombre d'exemplaires", 'Number of copies', 'عدد النسخ'),
        required: true,
        defaultValue: '1',
        min: 1,
        max: 3,
      },
      {
        key: 'delivery',
        type: 'select',
        label: tr('Remise', 'Delivery', 'طريقة التسليم'),
        required: true,
        options: [
          { value: 'BRANCH', label: tr('À retirer en agence', 'Collect at my branch', 'الاستلام من الفرع') },
          {
            value: 'EMAIL',
            label: tr('Par e-mail (PDF signé)', 'By e-mail (signed PDF)', 'عبر البريد الإلكتروني'),
          },
        ],
      },
    ],
  },
};

export const ACCOUNT_CLOSURE_FORM: SeededForm = {
  formName: 'account-closure',
  category: 'E_REQUEST',
  subCategory: 'ACCOUNTS',
  description: tr(
    "Demander la clôture d'un compte et le virement de son solde.",
    'Ask to close an account and transfer its balance.',
    'طلب غلق حساب وتحويل رصيده.',
  ),
  data: {
    version: 1,
    title: tr('Clôture de compte', 'Account closure', 'غلق حساب'),
    fields: [
      ribField(
        'rib',
        tr('RIB du compte à clôturer', 'RIB of the account to close', 'المعرّف البنكي للحساب المراد غلقه'),
        true,
      ),
      {
        key: 'reason',
        type: 'select',
        label: tr('Raison', 'Reason', 'السبب'),
        required: true,
        options: [
          { value: 'MOVING', label: tr('Déménagement', 'Moving away', 'تغيير مقر السكنى') },
          { value: 'DUPLICATE', label: tr("J'ai un autre compte", 'I have another account', 'لديّ حساب آخر') },
          { value: 'FEES', label: tr('Frais de tenue de compte', 'Account fees', 'مصاريف مسك الحساب') },
          { value: 'OTHER', label: tr('Autre', 'Other', 'آخر') },
        ],
      },
      {
        key: 'reasonDetail',
        type: 'textarea',
        label: tr('Précisez', 'Tell us more', 'وضّح'),
        maxLength: 255,
        dependsOn: { field: 'reason', values: ['OTHER'] },
      },
      ribField(
        'balanceRib',
        tr('RIB recevant le solde', 'RIB to receive the balance', 'المعرّف البنكي لاستلام الرصيد'),
        false,
      ),
      {
        key: 'closingDate',
        type: 'date',
        label: tr('Date de clôture souhaitée', 'Desired closing date', 'تاريخ الغلق المرغوب'),
        required: true,
        dateRule: 'notPast',
      },
      {
        key: 'signedLetter',
        type: 'file',
        label: tr('Lettre signée (facultatif)', 'Signed letter (optional)', 'رسالة ممضاة (اختياري)'),
      },
    ],
  },
};

export const ADDRESS_CHANGE_FORM: SeededForm = {
  formName: 'address-change',
  category: 'E_REQUEST',
  subCategory: 'PROFILE',
  description: tr(
    "Mettre à jour l'adresse de votre dossier, justificatif à l'appui.",
    'Update the address on your file, with a proof of address.',
    'تحيين عنوانك في ملفك مع وثيقة مثبتة.',
  ),
  data: {
    version: 1,
    title: tr("Changement d'adresse", 'Change of address', 'تغيير العنوان'),
    fields: [
      {
        key: 'newAddress',
        type: 'text',
        label: tr('Nouvelle adresse', 'New address', 'العنوان الجديد'),
        required: true,
        maxLength: 200,
        pattern: 'address',
      },
      {
        key: 'city',
        type: 'text',
        label: tr('Ville', 'City', 'المدينة'),
        required: true,
        maxLength: 40,
        pattern: 'lettersAndSpaces',
      },
      {
        key: 'postCode',
        type: 'text',
        label: tr('Code postal', 'Post code', 'الترقيم البريدي'),
        required: true,
        minLength: 4,
        maxLength: 4,
        pattern: 'digits',
      },
      {
        key: 'effectiveDate',
        type: 'date',
        label: tr("Date d'effet", 'Effective date', 'تاريخ النفاذ'),
        required: true,
        dateRule: 'notPast',
      },
      {
        key: 'proofOfAddress',
        type: 'file',
        label: tr('Justificatif de domicile', 'Proof of address', 'وثيقة إثبات السكنى'),
        help: tr(
          'Facture de moins de 3 mois ou certificat de résidence (PDF, JPG ou PNG, 2 Mo au plus).',
          'A bill under 3 months old or a residence certificate (PDF, JPG or PNG, 2 MB at most).',
          'فاتورة لا يتجاوز عمرها 3 أشهر أو شهادة إقامة (PDF أو JPG أو PNG، 2 ميغابايت على الأكثر).',
        ),
        required: true,
      },
    ],
  },
};
