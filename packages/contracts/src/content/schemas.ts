/** News, offers, FAQ, legal texts and bank holidays: the public content calls of spec §7. */
import { z } from 'zod';
import { epochMillisSchema, isoDateSchema, localizedTextSchema } from '../shared/localized.ts';

/** Where a piece of content belongs (spec §3 SubCategory, reduced to what a page shows). */
export const contentSubCategorySchema = z.object({
  id: z.number().int(),
  subCategoryName: z.string(),
  name: localizedTextSchema,
});

export const newsItemSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  /** Sanitised HTML per language. */
  description: localizedTextSchema,
  newsDate: epochMillisSchema,
  publishDate: epochMillisSchema,
  endDate: epochMillisSchema.nullable(),
  contentOrder: z.number().int(),
  image: z.string(),
  type: z.literal('NEWS'),
  subCategory: contentSubCategorySchema.nullable(),
  homePage: z.boolean(),
  published: z.boolean(),
  mobile: z.boolean(),
  web: z.boolean(),
  watch: z.boolean(),
  socialMedia: z.boolean(),
  online: z.boolean(),
  offline: z.boolean(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET api/content/first/: how many home-page news items to answer. */
export const firstNewsQuerySchema = z.object({ size: z.coerce.number().int().min(1).max(20).default(3) });

export const offerSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  /** Sanitised HTML per language. */
  details: localizedTextSchema,
  dateFrom: epochMillisSchema,
  dateTo: epochMillisSchema,
  image: z.string(),
  offerOrder: z.number().int(),
  subCategory: contentSubCategorySchema.nullable(),
  mobileTablet: z.boolean(),
  web: z.boolean(),
  watch: z.boolean(),
  socialMedia: z.boolean(),
});
export type Offer = z.infer<typeof offerSchema>;

export const faqItemSchema = z.object({
  id: z.number().int(),
  question: localizedTextSchema,
  /** Sanitised HTML per language. */
  response: localizedTextSchema,
  status: z.enum(['ENABLED', 'DISABLED']),
  order: z.number().int(),
  topic: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqListSchema = z.object({
  faqConfigDto: z.object({ introduction: localizedTextSchema }),
  faqDtoList: z.array(faqItemSchema),
});
export type FaqList = z.infer<typeof faqListSchema>;

export const LEGAL_THEMES = ['LEGAL_NOTICE', 'PRIVACY_POLICY', 'SECURITY_MENTION'] as const;
export const legalThemeSchema = z.enum(LEGAL_THEMES);
export type LegalTheme = z.infer<typeof legalThemeSchema>;

export const legalTextSchema = z.object({
  id: z.number().int(),
  theme: legalThemeSchema,
  /** Sanitised HTML per language. */
  description: localizedTextSchema,
  lastModifiedDate: epochMillisSchema,
});
export type LegalText = z.infer<typeof legalTextSchema>;

/** Spec §3 Bank holiday; dates are Tunis calendar days, both ends included. */
export const bankHolidaySchema = z.object({
  id: z.number().int(),
  nameFr: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
});
export type BankHolidayDto = z.infer<typeof bankHolidaySchema>;

/** GET api/bank/holidays/: holidays that end on or after `from` and start on or before `to`. */
export const bankHolidaysQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type BankHolidaysQuery = z.infer<typeof bankHolidaysQuerySchema>;
