/** The foreign banks reference list: by BIC (any branch of the same head office) or by name. */
import { normalizeBic, toHeadOfficeBic } from '@baraka/domain';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { internationalBanks } from '../../db/schema/index.ts';

export type InternationalBankRow = typeof internationalBanks.$inferSelect;

const LOOKUP_LIMIT = 20;

/** An exact BIC first, then the other BICs of its head office (first 8 characters). */
export async function findBanksByBic(db: AppDb, bic: string): Promise<InternationalBankRow[]> {
  const wanted = normalizeBic(bic);
  return db
    .select()
    .from(internationalBanks)
    .where(
      or(
        eq(internationalBanks.bic, wanted),
        eq(sql`left(${internationalBanks.bic}, 8)`, toHeadOfficeBic(wanted)),
      ),
    )
    .orderBy(sql`${internationalBanks.bic} = ${wanted} desc`, asc(internationalBanks.bic))
    .limit(LOOKUP_LIMIT);
}

/** Banks whose name contains the text, whatever the case (wildcards typed are taken literally). */
export async function findBanksByName(db: AppDb, name: string): Promise<InternationalBankRow[]> {
  const escaped = name.replace(/[\\%_]/g, (char) => `\\${char}`);
  return db
    .select()
    .from(internationalBanks)
    .where(ilike(internationalBanks.name, `%${escaped}%`))
    .orderBy(asc(internationalBanks.name))
    .limit(LOOKUP_LIMIT);
}
