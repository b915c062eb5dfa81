/** Text written in the three languages of the product; the web app shows the one being spoken. */
import { z } from 'zod';

export const localizedTextSchema = z.object({ fr: z.string(), en: z.string(), ar: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** A calendar date, YYYY-MM-DD (holidays, validity periods). */
export const isoDateSchema = z.iso.date();

/** An instant as epoch milliseconds, the way the spec's entities carry their dates. */
export const epochMillisSchema = z.number().int();
