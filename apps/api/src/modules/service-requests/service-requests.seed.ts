/**
 * A history for the seeded customers, so the history pages show every status: amina has an answered
 * complaint, a suggestion just received and a certificate in progress; leila a complaint in progress.
 */
import type { ServiceRequestKind, ServiceRequestStatus } from '@baraka/contracts';
import { toTunisTime } from '@baraka/domain';
import { inArray } from 'drizzle-orm';
import type { AppTx } from '../../db/client.ts';
import { dynamicForms, type StoredAnswers, users } from '../../db/schema/index.ts';
import { formatServiceReference } from './service-request-kinds.ts';
import { insertServiceRequest, takeServiceRequestNumber } from './service-requests.queries.ts';

type HistorySeed = {
  username: string;
  formName: string;
  kind: ServiceRequestKind;
  status: ServiceRequestStatus;
  daysAgo: number;
  answeredDaysAgo?: number;
  /** The answers, or how to write them from the day the request was made (a date answer). */
  answers: StoredAnswers | ((day: string) => StoredAnswers);
  response?: string;
};

const DAY = 24 * 60 * 60 * 1000;

const HISTORY: readonly HistorySeed[] = [
  {
    username: 'amina',
    formName: 'reclamation',
    kind: 'RECLAMATION',
    status: 'ANSWERED',
    daysAgo: 24,
    answeredDaysAgo: 21,
    answers: {
      category: 'CREDIT',
      subCategory: 'SCHEDULE',
      description: 'Mon échéance de financement du mois dernier a été prélevée deux fois sur mon compte.',
    },
    response:
      'Bonjour Madame, le second prélèvement a été annulé et le montant recrédité sur votre compte. Veuillez nous excuser pour ce désagrément.',
  },
  {
    username: 'amina',
    formName: 'suggestion',
    kind: 'SUGGESTION',
    status: 'RECEIVED',
    daysAgo: 6,
    answers: { description: 'Pouvoir télécharger mes relevés de compte au format tableur.' },
  },
  {
    username: 'amina',
    formName: 'balance-certificate',
    kind: 'E_REQUEST',
    status: 'IN_PROGRESS',
    daysAgo: 2,
    answeredDaysAgo: 1,
    answers: (day) => ({
      rib: '32001001234567890151',
      asOfDate: day,
      purpose: 'VISA',
      copies: 1,
      delivery: 'BRANCH',
    }),
  },
  {
    username: 'leila',
    formName: 'reclamation',
    kind: 'RECLAMATION',
    status: 'IN_PROGRESS',
    daysAgo: 3,
    answeredDaysAgo: 2,
    answers: {
      category: 'INFORMATION',
      subCategory: 'CARDS',
      description: 'Ma carte a été refusée chez un commerçant alors que mon plafond le permettait.',
    },
  },
];

export async function seedServiceRequests(tx: AppTx): Promise<void> {
  const now = Date.now();
  const people = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [...new Set(HISTORY.map((entry) => entry.username))]));
  const forms = await tx.select().from(dynamicForms);
  for (const entry of HISTORY) {
    const userId = people.find((person) => person.username === entry.username)?.id;
    const form = forms.find((candidate) => candidate.formName === entry.formName);
    if (!userId || !form) {
      continue;
    }
    const createdAt = new Date(now - entry.daysAgo * DAY);
    const answers =
      typeof entry.answers === 'function' ? entry.answers(toTunisTime(createdAt).date) : entry.answers;
    const number = await takeServiceRequestNumber(tx);
    await insertServiceRequest(tx, {
      reference: formatServiceReference(entry.kind, toTunisTime(createdAt).year, number),
      kind: entry.kind,
      userId,
      formId: form.id,
      formName: form.formName,
      definition: form.data,
      answers,
      status: entry.status,
      response: entry.response ?? null,
      language: 'fr',
      createdAt,
      updatedAt: new Date(now - (entry.answeredDaysAgo ?? entry.daysAgo) * DAY),
    });
  }
}
