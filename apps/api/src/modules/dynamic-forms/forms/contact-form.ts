/**
 * The contact form's definition (GET form/byFormName?formName=contact). The page applies the rules of
 * forms.ts (contactFormSchema) to these same keys; subjects and requirements come from
 * GET category/contactCategory/, which a definition cannot list.
 */
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  CONTACT_COUNTRIES,
  DEFAULT_CONTACT_COUNTRY,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@baraka/contracts';
import { type SeededForm, tr } from './seeded-form.ts';

const regionNames = Object.fromEntries(
  (['fr', 'en', 'ar'] as const).map((language) => [
    language,
    new Intl.DisplayNames([language], { type: 'region' }),
  ]),
) as Record<'fr' | 'en' | 'ar', Intl.DisplayNames>;
const countryName = (language: 'fr' | 'en' | 'ar', code: string) => regionNames[language].of(code) ?? code;
const COUNTRY_OPTIONS = CONTACT_COUNTRIES.map((code) => ({
  value: code,
  label: tr(countryName('fr', code), countryName('en', code), countryName('ar', code)),
}));

export const CONTACT_FORM: SeededForm = {
  formName: 'contact',
  category: 'CONTACT',
  subCategory: null,
  description: tr(
    'Formulaire de contact des visiteurs et des clients',
    'Contact form for visitors and customers',
    'استمارة الاتصال للزوار والحرفاء',
  ),
  data: {
    version: 1,
    title: tr('Contactez-nous', 'Contact us', 'اتصل بنا'),
    fields: [
      {
        key: 'lastName',
        type: 'text',
        label: tr('Nom', 'Last name', 'اللقب'),
        required: true,
        maxLength: NAME_MAX_LENGTH,
        pattern: 'lettersAndSpaces',
      },
      {
        key: 'firstName',
        type: 'text',
        label: tr('Prénom', 'First name', 'الاسم'),
        required: true,
        maxLength: NAME_MAX_LENGTH,
        pattern: 'lettersAndSpaces',
      },
      {
        key: 'address',
        type: 'text',
        label: tr('Adresse', 'Address', 'العنوان'),
        required: true,
        maxLength: ADDRESS_MAX_LENGTH,
        pattern: 'address',
      },
      {
        key: 'country',
        type: 'select',
        label: tr('Pays', 'Country', 'البلد'),
        required: true,
        defaultValue: DEFAULT_CONTACT_COUNTRY,
        options: COUNTRY_OPTIONS,
      },
      {
        key: 'email',
        type: 'text',
        label: tr('E-mail', 'E-mail', 'البريد الإلكتروني'),
        required: true,
        pattern: 'email',
      },
      {
        key: 'phone',
        type: 'text',
        label: tr('Téléphone', 'Phone', 'الهاتف'),
        required: true,
        pattern: 'phone',
      },
      {
        key: 'city',
        type: 'text',
        label: tr('Ville', 'City', 'المدينة'),
        required: true,
        maxLength: CITY_MAX_LENGTH,
        pattern: 'lettersAndSpaces',
      },
      {
        key: 'branchId',
        type: 'select',
        label: tr('Agence', 'Branch', 'الفرع'),
        required: true,
        optionsSource: 'agencies',
      },
      {
        key: 'message',
        type: 'textarea',
        label: tr('Message', 'Message', 'الرسالة'),
        maxLength: MESSAGE_MAX_LENGTH,
      },
      { key: 'attachment', type: 'file', label: tr('Pièce jointe', 'Attachment', 'مرفق') },
    ],
    submitLabel: tr('Envoyer', 'Send', 'إرسال'),
  },
};
