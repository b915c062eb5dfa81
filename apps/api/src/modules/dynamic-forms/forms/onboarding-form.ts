/**
 * The digital onboarding's first form (spec §3 "Dynamic form", §5 "Other forms"): identification
 * kind (CIN by default), the matching number only for the chosen kind, and the agency; all required.
 */
import { type SeededForm, tr } from './seeded-form.ts';

const numberField = (
  key: string,
  kind: string,
  label: ReturnType<typeof tr>,
  pattern: 'cin' | 'alphanumeric',
) => ({
  key,
  type: 'text' as const,
  label,
  required: true,
  maxLength: pattern === 'cin' ? 8 : 20,
  pattern,
  dependsOn: { field: 'identificationKind', values: [kind] },
});

export const ONBOARDING_FORM: SeededForm = {
  formName: 'onboarding',
  category: 'ONBOARDING',
  subCategory: null,
  description: tr(
    "Première étape de l'ouverture de compte en ligne",
    'First step of opening an account online',
    'الخطوة الأولى لفتح حساب عن بعد',
  ),
  data: {
    version: 1,
    title: tr('Votre identification', 'Your identification', 'هويّتك'),
    fields: [
      {
        key: 'identificationKind',
        type: 'select',
        label: tr("Pièce d'identité", 'Identity document', 'وثيقة الهوية'),
        required: true,
        defaultValue: 'CIN',
        options: [
          {
            value: 'CIN',
            label: tr("Carte d'identité nationale", 'National identity card', 'بطاقة التعريف الوطنية'),
          },
          { value: 'PATENTE', label: tr('Patente', 'Business licence', 'الباتيندة') },
          { value: 'SEJOUR', label: tr('Carte de séjour', 'Residence permit', 'بطاقة الإقامة') },
          { value: 'nDePasseport', label: tr('Passeport', 'Passport', 'جواز السفر') },
        ],
      },
      numberField('cinNumber', 'CIN', tr('Numéro de CIN', 'CIN number', 'رقم بطاقة التعريف'), 'cin'),
      numberField(
        'patenteNumber',
        'PATENTE',
        tr('Numéro de patente', 'Licence number', 'رقم الباتيندة'),
        'alphanumeric',
      ),
      numberField(
        'sejourNumber',
        'SEJOUR',
        tr('Numéro de carte de séjour', 'Residence permit number', 'رقم بطاقة الإقامة'),
        'alphanumeric',
      ),
      numberField(
        'passportNumber',
        'nDePasseport',
        tr('Numéro de passeport', 'Passport number', 'رقم جواز السفر'),
        'alphanumeric',
      ),
      {
        key: 'agency',
        type: 'select',
        label: tr('Agence', 'Branch', 'الفرع'),
        required: true,
        optionsSource: 'agencies',
      },
    ],
    submitLabel: tr('Valider', 'Validate', 'تأكيد'),
  },
};
