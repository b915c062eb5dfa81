/** getCheckRectoImage / getCheckVersoImage: one of the user's cheques drawn from its data. */
import type { ChequeImage } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { bankCustomers, chequebookRequests, chequeLeaves } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { toChequeImage } from './cheque-image.ts';
import { getVisibleCheque, toCheque } from './cheques.queries.ts';

const asLanguage = (value: string) => (value === 'ar' || value === 'en' ? value : 'fr');

export async function getChequeImage(
  db: AppDb,
  auth: AuthContext,
  chequeId: string,
  side: 'RECTO' | 'VERSO',
): Promise<ChequeImage> {
  const { cheque, account } = await getVisibleCheque(db, auth, chequeId);
  const [customer] = await db
    .select({ name: bankCustomers.name })
    .from(bankCustomers)
    .where(eq(bankCustomers.id, cheque.customerId));
  const [book] = await db
    .select({ crossing: chequebookRequests.crossing })
    .from(chequeLeaves)
    .innerJoin(chequebookRequests, eq(chequebookRequests.id, chequeLeaves.requestId))
    .where(eq(chequeLeaves.leafNumber, cheque.checkNumber));
  const holder = customer?.name ?? account.title;
  const isEmitted = cheque.type === 'EMITTED';
  return toChequeImage(side, {
    cheque: toCheque(cheque, account.accountNumber),
    amountMinor: cheque.amountMinor,
    language: asLanguage(cheque.language),
    endorsement: cheque.endorsement,
    drawerName: isEmitted ? holder : cheque.counterparty,
    drawerRib: isEmitted ? account.rib : cheque.counterpartyRib,
    payeeName: isEmitted ? cheque.counterparty : holder,
    isCrossed: (book?.crossing ?? 1) === 1,
  });
}
