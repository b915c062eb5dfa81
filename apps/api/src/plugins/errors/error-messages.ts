/** Short user-facing messages (header.errorMsg) for the catalogue codes, in fr, en and ar. */
import { ERROR_CODES, type ErrorCode, type Language } from '@baraka/contracts';

type Messages = Record<Language, string>;

/** Validation failures answer a form key; the web app translates the key, this is the fallback text. */
export const VALIDATION_MESSAGE_KEY = 'VALIDATION';

const MESSAGES: Record<ErrorCode | typeof VALIDATION_MESSAGE_KEY, Messages> = {
  [ERROR_CODES.DEFAULT_ERROR.code]: {
    fr: 'Une erreur technique est survenue. Veuillez réessayer plus tard.',
    en: 'A technical error occurred. Please try again later.',
    ar: 'حدث خطأ تقني. يرجى المحاولة لاحقًا.',
  },
  [ERROR_CODES.INVALID_REQUEST.code]: {
    fr: 'La requête est invalide.',
    en: 'The request is invalid.',
    ar: 'الطلب غير صالح.',
  },
  [ERROR_CODES.INVALID_HEADER.code]: {
    fr: 'Un en-tête de la requête est invalide.',
    en: 'A request header is invalid.',
    ar: 'أحد رؤوس الطلب غير صالح.',
  },
  [ERROR_CODES.NOT_FOUND.code]: {
    fr: 'La ressource demandée est introuvable.',
    en: 'The requested resource was not found.',
    ar: 'المورد المطلوب غير موجود.',
  },
  [ERROR_CODES.UNAUTHORIZED.code]: {
    fr: 'Veuillez vous identifier.',
    en: 'Please sign in.',
    ar: 'يرجى تسجيل الدخول.',
  },
  [ERROR_CODES.EXPIRED_SESSION.code]: {
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    en: 'Your session has expired. Please sign in again.',
    ar: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول من جديد.',
  },
  [ERROR_CODES.LOGIN_FAILED.code]: {
    fr: "La connexion n'a pas abouti. Veuillez réessayer.",
    en: 'Sign-in failed. Please try again.',
    ar: 'تعذر تسجيل الدخول. يرجى المحاولة من جديد.',
  },
  [ERROR_CODES.ACCOUNT_LOCKED.code]: {
    fr: 'Trop de tentatives infructueuses : votre accès est temporairement bloqué.',
    en: 'Too many failed attempts: your access is temporarily locked.',
    ar: 'محاولات فاشلة كثيرة: تم حظر دخولك مؤقتًا.',
  },
  [ERROR_CODES.CUSTOMER_BLOCKED.code]: {
    fr: 'Votre dossier client ne permet pas de souscrire en ligne. Contactez votre agence.',
    en: 'Your customer file does not allow online registration. Please contact your branch.',
    ar: 'ملفك لا يسمح بالاشتراك عبر الإنترنت. يرجى الاتصال بفرعك.',
  },
  [ERROR_CODES.CHALLENGE_INVALID_CODE.code]: {
    fr: 'Le code ou la réponse saisi est incorrect.',
    en: 'The code or answer entered is incorrect.',
    ar: 'الرمز أو الإجابة المدخلة غير صحيحة.',
  },
  [ERROR_CODES.CHALLENGE_EXPIRED.code]: {
    fr: "Cette vérification a expiré. Recommencez l'opération.",
    en: 'This verification has expired. Please start the operation again.',
    ar: 'انتهت صلاحية هذا التحقق. يرجى إعادة العملية.',
  },
  [ERROR_CODES.CHALLENGE_CODE_EXPIRED.code]: {
    fr: 'Ce code a expiré. Demandez-en un nouveau.',
    en: 'This code has expired. Ask for a new one.',
    ar: 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',
  },
  [ERROR_CODES.FORBIDDEN.code]: {
    fr: "Vous n'êtes pas autorisé à effectuer cette opération.",
    en: 'You are not allowed to perform this operation.',
    ar: 'غير مسموح لك بإجراء هذه العملية.',
  },
  [ERROR_CODES.DEMO_MODE.code]: {
    fr: "Cette opération n'est pas disponible en mode démo.",
    en: 'This operation is not available in demo mode.',
    ar: 'هذه العملية غير متاحة في وضع العرض التجريبي.',
  },
  [ERROR_CODES.CONFLICT.code]: {
    fr: "Cette opération est en conflit avec l'état actuel.",
    en: 'This operation conflicts with the current state.',
    ar: 'تتعارض هذه العملية مع الحالة الحالية.',
  },
  [ERROR_CODES.UNPROCESSABLE.code]: {
    fr: "L'opération ne peut pas être traitée.",
    en: 'The operation cannot be processed.',
    ar: 'لا يمكن معالجة هذه العملية.',
  },
  [ERROR_CODES.TOO_MANY_REQUESTS.code]: {
    fr: 'Trop de requêtes. Veuillez patienter un instant.',
    en: 'Too many requests. Please wait a moment.',
    ar: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا.',
  },
  [ERROR_CODES.SERVICE_UNAVAILABLE.code]: {
    fr: 'Service momentanément indisponible.',
    en: 'Service temporarily unavailable.',
    ar: 'الخدمة غير متاحة مؤقتًا.',
  },
  [VALIDATION_MESSAGE_KEY]: {
    fr: 'Certains champs sont invalides.',
    en: 'Some fields are invalid.',
    ar: 'بعض الحقول غير صالحة.',
  },
  [ERROR_CODES.INSUFFICIENT_FUNDS.code]: {
    fr: 'Le solde disponible du compte est insuffisant pour cette opération.',
    en: "The account's available balance is not enough for this operation.",
    ar: 'الرصيد المتاح في الحساب غير كافٍ لهذه العملية.',
  },
  [ERROR_CODES.ACCOUNT_INACTIVE.code]: {
    fr: "Ce compte est inactif : aucune opération n'est possible.",
    en: 'This account is inactive: no operation is possible.',
    ar: 'هذا الحساب غير نشط: لا يمكن إجراء أي عملية.',
  },
  [ERROR_CODES.CURRENCY_MISMATCH.code]: {
    fr: "La devise de l'opération ne correspond pas à celle du compte.",
    en: "The operation's currency does not match the account's.",
    ar: 'عملة العملية لا تطابق عملة الحساب.',
  },
  [ERROR_CODES.IDEMPOTENCY_KEY_REQUIRED.code]: {
    fr: "Cette opération doit porter une clé d'idempotence.",
    en: 'This operation must carry an idempotency key.',
    ar: 'يجب أن تحمل هذه العملية مفتاح عدم التكرار.',
  },
  [ERROR_CODES.IDEMPOTENCY_KEY_REUSED.code]: {
    fr: 'Cette clé a déjà servi pour une autre opération.',
    en: 'This key was already used for another operation.',
    ar: 'سبق استخدام هذا المفتاح لعملية أخرى.',
  },
  [ERROR_CODES.IDEMPOTENCY_IN_PROGRESS.code]: {
    fr: 'Cette opération est déjà en cours de traitement.',
    en: 'This operation is already being processed.',
    ar: 'هذه العملية قيد المعالجة بالفعل.',
  },
};

const hasMessages = (code: string): code is keyof typeof MESSAGES => Object.hasOwn(MESSAGES, code);

/** The catalogue text for a code; codes outside it (challenges) fall back to the given text or the code. */
export const getErrorMessage = (code: string, language: Language, fallback?: string): string =>
  hasMessages(code) ? MESSAGES[code][language] : (fallback ?? code);
