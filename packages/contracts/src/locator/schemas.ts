/** Branches and ATMs (spec §3 Branch, ATM) and the locator's map settings. */
import { z } from 'zod';
import { bankHolidaySchema } from '../content/schemas.ts';
import { localizedTextSchema } from '../shared/localized.ts';

export const SCHEDULE_TYPES = ['WINTER', 'SUMMER', 'RAMADAN'] as const;
const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const branchScheduleSchema = z.object({
  type: z.enum(SCHEDULE_TYPES),
  /** Readable span of days, e.g. "MONDAY-FRIDAY". */
  days: z.string(),
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  indexes: z.array(z.number().int().min(1).max(7)),
  firstSessionStart: clockSchema,
  firstSessionEnd: clockSchema,
  secondSessionStart: clockSchema.nullable(),
  secondSessionEnd: clockSchema.nullable(),
});
export type BranchScheduleDto = z.infer<typeof branchScheduleSchema>;

export const addressSchema = z.object({
  zipCode: z.string(),
  streetName: z.string(),
  phone: z.string(),
  city: z.string(),
  governorate: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const bankServiceSchema = z.object({
  code: z.string(),
  serviceName: localizedTextSchema,
  description: localizedTextSchema,
  status: z.enum(['AVAILABLE', 'UNAVAILABLE']),
});
export type BankService = z.infer<typeof bankServiceSchema>;

export const BRANCH_TYPES = ['AGENCY', 'REGIONAL_DIR'] as const;

export const branchSchema = z.object({
  branchID: z.string(),
  branchName: localizedTextSchema,
  bic: z.string(),
  status: z.enum(['OPENED', 'CLOSED']),
  mainBranch: z.boolean(),
  branchType: z.enum(BRANCH_TYPES),
  westernUnion: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  address: addressSchema,
  scheduleList: z.array(branchScheduleSchema),
  services: z.array(bankServiceSchema),
  contact: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string(), email: z.string() }),
});
export type Branch = z.infer<typeof branchSchema>;

/** POST bank/branch/detail */
export const branchDetailRequestSchema = z.object({ branchId: z.string().min(1).max(16) });
export const branchDetailSchema = branchSchema.extend({
  /** Holidays from today on, so the schedule shown can say when the branch stays shut. */
  bankHolidays: z.array(bankHolidaySchema),
});
export type BranchDetail = z.infer<typeof branchDetailSchema>;

export const atmServiceSchema = z.object({
  code: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  enable: z.boolean(),
});

export const atmSchema = z.object({
  code: z.string(),
  name: localizedTextSchema,
  status: z.enum(['IN_SERVICE', 'OUT_OF_SERVICE']),
  address: addressSchema,
  services: z.array(atmServiceSchema),
  /** Open round the clock (outside wall) or only during the branch's hours (inside a lobby). */
  isAlwaysOpen: z.boolean(),
});
export type Atm = z.infer<typeof atmSchema>;

/** POST api/bank/atm: without a code, every ATM; with one, that ATM with its cash availability. */
export const atmRequestSchema = z.object({ code: z.string().min(1).max(16).optional() });
export const atmDetailSchema = atmSchema.extend({ cashDispo: z.boolean() });
export type AtmDetail = z.infer<typeof atmDetailSchema>;

/** GET api/locator/config: where the map tiles come from and where the map opens. */
export const locatorConfigSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  defaultPosition: z.object({ latitude: z.number(), longitude: z.number() }),
  defaultZoom: z.number().int(),
});
export type LocatorConfig = z.infer<typeof locatorConfigSchema>;
