/** The bank's contact directory (GET contacts): who to reach for what, and how. */
import type { ContactMethodKind, LocalizedText } from '@baraka/contracts';
import { BANK_IDENTITY } from '../../accounts/index.ts';

/** The website its documents print: the bank has one. */
const BANK_WEBSITE = `https://${BANK_IDENTITY.website}`;

const tr = (fr: string, en: string, ar: string): LocalizedText => ({ fr, en, ar });

type MethodSeed = { method: ContactMethodKind; labels: LocalizedText; values: string[] };
export type ContactGroupSeed = { name: LocalizedText; description: LocalizedText; methods: MethodSeed[] };

const PHONE = tr('Téléphone', 'Phone', 'الهاتف');
const MAIL = tr('E-mail', 'E-mail', 'البريد الإلكتروني');
const FAX = tr('Fax', 'Fax', 'الفاكس');
const ADDRESS = tr('Adresse', 'Address', 'العنوان');
const WEBSITE = tr('Site web', 'Website', 'الموقع الإلكتروني');

export const CONTACT_GROUPS: readonly ContactGroupSeed[] = [
  {
    name: tr('Centre de relation client', 'Customer service', 'مركز العلاقات مع الحرفاء'),
    description: tr(
      'Du lundi au vendredi, de 8h à 17h, pour toute question sur vos comptes et nos produits.',
      'Monday to Friday, 8 am to 5 pm, for any question about your accounts and our products.',
      'من الاثنين إلى الجمعة، من الساعة 8 إلى الساعة 17، لكل استفسار حول حساباتك ومنتجاتنا.',
    ),
    methods: [
      { method: 'PHONE', labels: PHONE, values: ['+216 71 186 500', '+216 31 330 330'] },
      { method: 'MAIL', labels: MAIL, values: ['relation.client@baraka.example.tn'] },
    ],
  },
  {
    name: tr('Assistance banque en ligne', 'Online banking support', 'مساعدة البنك عن بعد'),
    description: tr(
      'Accès, mot de passe, appareils et opérations en ligne.',
      'Access, password, devices and online operations.',
      'النفاذ وكلمة العبور والأجهزة والعمليات عن بعد.',
    ),
    methods: [
      { method: 'PHONE', labels: PHONE, values: ['+216 71 186 555'] },
      { method: 'MAIL', labels: MAIL, values: ['assistance.digitale@baraka.example.tn'] },
      { method: 'WEBSITE', labels: WEBSITE, values: [`${BANK_WEBSITE}/aide`] },
    ],
  },
  {
    name: tr('Siège social', 'Head office', 'المقر الاجتماعي'),
    description: tr(
      'Direction générale et courrier officiel.',
      'General management and official mail.',
      'الإدارة العامة والمراسلات الرسمية.',
    ),
    methods: [
      {
        method: 'ADDRESS',
        labels: ADDRESS,
        values: [BANK_IDENTITY.address],
      },
      { method: 'PHONE', labels: PHONE, values: ['+216 71 186 400'] },
      { method: 'FAX', labels: FAX, values: ['+216 71 186 401'] },
      { method: 'WEBSITE', labels: WEBSITE, values: [BANK_WEBSITE] },
    ],
  },
  {
    name: tr('Service réclamations', 'Complaints desk', 'مصلحة الشكاوى'),
    description: tr(
      'Une réclamation restée sans réponse ? Écrivez-nous, nous répondons sous 5 jours ouvrés.',
      'A complaint left unanswered? Write to us, we answer within 5 working days.',
      'شكوى بقيت دون ردّ؟ راسلنا، نجيب في غضون 5 أيام عمل.',
    ),
    methods: [
      { method: 'MAIL', labels: MAIL, values: ['reclamations@baraka.example.tn'] },
      { method: 'FAX', labels: FAX, values: ['+216 71 186 402'] },
      { method: 'ADDRESS', labels: ADDRESS, values: ['Service réclamations, BP 52, 1080 Tunis Cedex'] },
    ],
  },
];
