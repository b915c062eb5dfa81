/** Every text of the provider's own pages, in French, English and Arabic. */
import type { Language } from '@baraka/contracts';

export type IdpTexts = {
  brand: string;
  tagline: string;
  languageLabel: string;
  secureNotice: string;
  /** The button beside a password field that shows or hides what was typed. */
  showPassword: string;
  hidePassword: string;
  copyright: string;
  login: {
    title: string;
    intro: string;
    username: string;
    password: string;
    submit: string;
    cancel: string;
    forgotPassword: string;
    fingerprint: string;
    invalidCredentials: string;
    locked: string;
    missingFields: string;
  };
  password: {
    title: string;
    intro: string;
    newPassword: string;
    confirmPassword: string;
    rulesTitle: string;
    rules: Record<
      'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'digit' | 'symbol' | 'noUsername',
      string
    >;
    mismatch: string;
    sameAsCurrent: string;
    submit: string;
  };
  logout: { title: string; body: string; confirm: string; stay: string };
  loggedOut: { title: string; body: string; back: string };
  error: { title: string; body: string; back: string; reference: string };
};

export const IDP_TEXTS: Record<Language, IdpTexts> = {
  fr: {
    brand: 'Al Baraka',
    tagline: 'Banque en ligne',
    languageLabel: 'Langue',
    showPassword: 'Afficher',
    hidePassword: 'Masquer',
    secureNotice: 'Connexion sécurisée : vos identifiants ne sont jamais transmis à l’application.',
    copyright: '© {year} Al Baraka Bank Tunisia',
    login: {
      title: 'Connexion à votre espace',
      intro: 'Saisissez l’identifiant et le mot de passe de votre banque en ligne.',
      username: 'Identifiant',
      password: 'Mot de passe',
      submit: 'Se connecter',
      cancel: 'Annuler',
      forgotPassword: 'Mot de passe oublié ?',
      fingerprint: 'Utiliser mon empreinte',
      invalidCredentials: 'Identifiant ou mot de passe incorrect.',
      locked: 'Trop de tentatives infructueuses. Réessayez dans {minutes} min.',
      missingFields: 'Saisissez votre identifiant et votre mot de passe.',
    },
    password: {
      title: 'Choisissez votre mot de passe',
      intro:
        'Première connexion : remplacez le mot de passe remis par votre agence par un mot de passe que vous seul connaissez.',
      newPassword: 'Nouveau mot de passe',
      confirmPassword: 'Confirmez le nouveau mot de passe',
      rulesTitle: 'Votre mot de passe doit contenir :',
      rules: {
        minLength: 'au moins 10 caractères',
        maxLength: 'au plus 128 caractères',
        lowercase: 'une lettre minuscule',
        uppercase: 'une lettre majuscule',
        digit: 'un chiffre',
        symbol: 'un caractère spécial (# ! ? % & …)',
        noUsername: 'rien de votre identifiant',
      },
      mismatch: 'Les deux mots de passe ne sont pas identiques.',
      sameAsCurrent: 'Choisissez un mot de passe différent de celui remis par votre agence.',
      submit: 'Enregistrer et continuer',
    },
    logout: {
      title: 'Déconnexion',
      body: 'Voulez-vous vous déconnecter de votre banque en ligne ?',
      confirm: 'Me déconnecter',
      stay: 'Rester connecté',
    },
    loggedOut: {
      title: 'Vous êtes déconnecté',
      body: 'Votre session a été fermée en toute sécurité.',
      back: 'Retour à l’accueil',
    },
    error: {
      title: 'La connexion n’a pas pu aboutir',
      body: 'Le lien de connexion a expiré ou n’est plus valide. Recommencez depuis l’application.',
      back: 'Retour à l’application',
      reference: 'Code : {code}',
    },
  },
  en: {
    brand: 'Al Baraka',
    tagline: 'Online banking',
    languageLabel: 'Language',
    showPassword: 'Show',
    hidePassword: 'Hide',
    secureNotice: 'Secure sign-in: your credentials are never shared with the app.',
    copyright: '© {year} Al Baraka Bank Tunisia',
    login: {
      title: 'Sign in to your account',
      intro: 'Enter the username and password of your online banking.',
      username: 'Username',
      password: 'Password',
      submit: 'Sign in',
      cancel: 'Cancel',
      forgotPassword: 'Forgot your password?',
      fingerprint: 'Use my fingerprint',
      invalidCredentials: 'Incorrect username or password.',
      locked: 'Too many failed attempts. Try again in {minutes} min.',
      missingFields: 'Enter your username and your password.',
    },
    password: {
      title: 'Choose your password',
      intro: 'First sign-in: replace the password your branch gave you with one only you know.',
      newPassword: 'New password',
      confirmPassword: 'Confirm the new password',
      rulesTitle: 'Your password must have:',
      rules: {
        minLength: 'at least 10 characters',
        maxLength: 'at most 128 characters',
        lowercase: 'a lower-case letter',
        uppercase: 'an upper-case letter',
        digit: 'a digit',
        symbol: 'a special character (# ! ? % & …)',
        noUsername: 'nothing of your username',
      },
      mismatch: 'The two passwords are not the same.',
      sameAsCurrent: 'Choose a password other than the one your branch gave you.',
      submit: 'Save and continue',
    },
    logout: {
      title: 'Sign out',
      body: 'Do you want to sign out of your online banking?',
      confirm: 'Sign me out',
      stay: 'Stay signed in',
    },
    loggedOut: {
      title: 'You are signed out',
      body: 'Your session was closed securely.',
      back: 'Back to the home page',
    },
    error: {
      title: 'Sign-in could not be completed',
      body: 'The sign-in link has expired or is no longer valid. Please start again from the app.',
      back: 'Back to the app',
      reference: 'Code: {code}',
    },
  },
  ar: {
    brand: 'البركة',
    tagline: 'البنك عبر الإنترنت',
    languageLabel: 'اللغة',
    showPassword: 'إظهار',
    hidePassword: 'إخفاء',
    secureNotice: 'تسجيل دخول آمن: لا تُرسل بيانات دخولك أبدًا إلى التطبيق.',
    copyright: '© {year} بنك البركة تونس',
    login: {
      title: 'الدخول إلى فضائك',
      intro: 'أدخل اسم المستخدم وكلمة المرور الخاصين بالبنك عبر الإنترنت.',
      username: 'اسم المستخدم',
      password: 'كلمة المرور',
      submit: 'تسجيل الدخول',
      cancel: 'إلغاء',
      forgotPassword: 'نسيت كلمة المرور؟',
      fingerprint: 'استعمال بصمتي',
      invalidCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
      locked: 'محاولات فاشلة كثيرة. أعد المحاولة بعد {minutes} دقيقة.',
      missingFields: 'أدخل اسم المستخدم وكلمة المرور.',
    },
    password: {
      title: 'اختر كلمة مرورك',
      intro: 'أول تسجيل دخول: استبدل كلمة المرور التي سلّمها لك فرعك بكلمة مرور لا يعرفها غيرك.',
      newPassword: 'كلمة المرور الجديدة',
      confirmPassword: 'تأكيد كلمة المرور الجديدة',
      rulesTitle: 'يجب أن تحتوي كلمة مرورك على:',
      rules: {
        minLength: '10 أحرف على الأقل',
        maxLength: '128 حرفًا على الأكثر',
        lowercase: 'حرف لاتيني صغير',
        uppercase: 'حرف لاتيني كبير',
        digit: 'رقم',
        symbol: 'رمز خاص (# ! ? % & …)',
        noUsername: 'لا شيء من اسم المستخدم',
      },
      mismatch: 'كلمتا المرور غير متطابقتين.',
      sameAsCurrent: 'اختر كلمة مرور مختلفة عن تلك التي سلّمها لك فرعك.',
      submit: 'الحفظ والمتابعة',
    },
    logout: {
      title: 'تسجيل الخروج',
      body: 'هل تريد تسجيل الخروج من البنك عبر الإنترنت؟',
      confirm: 'تسجيل خروجي',
      stay: 'البقاء متصلًا',
    },
    loggedOut: {
      title: 'تم تسجيل خروجك',
      body: 'أُغلقت جلستك بأمان.',
      back: 'العودة إلى الصفحة الرئيسية',
    },
    error: {
      title: 'تعذر إتمام تسجيل الدخول',
      body: 'انتهت صلاحية رابط تسجيل الدخول أو لم يعد صالحًا. يرجى البدء من جديد من التطبيق.',
      back: 'العودة إلى التطبيق',
      reference: 'الرمز: {code}',
    },
  },
};

/** Replaces `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
