/**
 * The financing request, a process of the engine: the customer asks (product, amount, duration,
 * income, employer, refund account, supporting documents), the bank reviews it (APPROVE with the offer: the schedule from
 * the simulators' evaluator; or REJECT), the customer signs the offer with a one-time code (or
 * declines it), and the bank pays the financing out through the ledger: it then appears among the
 * customer's financings with its schedule. The customer is told of the offer and of the payout.
 */
import type { CompleteTaskRequest, ProcessView, StartFinancingRequest } from '@baraka/contracts';
import { PROCESS_ERROR_CODES } from '@baraka/contracts';
import {
  addMonths,
  checkFinancingTerms,
  FINANCING_PRODUCTS,
  FINANCING_REQUEST_PROCESS,
  type FinancingProductCode,
  planFinancing,
  toCalendarDate,
} from '@baraka/domain';
import type { FastifyRequest } from 'fastify';
import {
  advanceProcess,
  customerOf,
  type ProcessRow,
  startProcess,
} from '../../core/processes/process-engine.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { parseAmountField, toDecimal } from '../../lib/amounts.ts';
import { fieldError } from '../../lib/form-rejection.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { languageOf } from '../../plugins/language.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount } from '../accounts/index.ts';
import { openFinancing } from '../financing/index.ts';
import { type ChallengeDeps, requireStrongAuthentication } from '../identity/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { signContract } from './contract-signature.ts';
import { checkFinancingDocuments, storeProcessDocuments } from './process-documents.ts';
import { describeOne } from './process-reads.ts';
import { getVisibleProcess } from './processes.queries.ts';

const termsRefused = (message: string) => new AppError(PROCESS_ERROR_CODES.TERMS_REFUSED, { message });

export async function startFinancingRequest(
  db: AppDb,
  auth: AuthContext,
  body: StartFinancingRequest,
  now: Date,
): Promise<ProcessView> {
  const { variables } = body;
  const account = await getVisibleAccount(db, auth, variables.refundAccountId);
  if (account.currency !== 'TND' || account.status !== 'ACTIVE') {
    throw fieldError('refundAccountId', 'invalidSelection');
  }
  const product = FINANCING_PRODUCTS[variables.productCode];
  const isCompany = auth.record.customer.kind === 'COMPANY';
  if (product.forCompanies !== isCompany) {
    throw fieldError('productCode', 'invalidSelection');
  }
  const financedMinor = parseAmountField(variables.amount, 'TND', 'amount', { isPositive: true });
  parseAmountField(variables.monthlyIncome, 'TND', 'monthlyIncome', { isPositive: true });
  const underlyingMinor =
    variables.underlyingValue === undefined
      ? undefined
      : parseAmountField(variables.underlyingValue, 'TND', 'underlyingValue', { isPositive: true });
  if (product.ceilingPercent !== undefined && underlyingMinor === undefined) {
    throw fieldError('underlyingValue', 'required');
  }
  const problem = checkFinancingTerms(product, {
    financedMillimes: financedMinor,
    months: variables.months,
    underlyingMillimes: underlyingMinor,
  });
  if (problem) {
    throw termsRefused(problem);
  }
  // Every file is checked before anything is written: a refused one leaves no request behind.
  const documents = checkFinancingDocuments(variables.productCode, body.documents);
  const row = await db.transaction(async (tx) => {
    const started = await startProcess(tx, {
      definition: FINANCING_REQUEST_PROCESS,
      customerId: auth.record.customer.id,
      userId: auth.userId,
      variables: {
        productCode: variables.productCode,
        amount: toDecimal(financedMinor, 'TND'),
        months: String(variables.months),
        monthlyIncome: variables.monthlyIncome,
        employer: variables.employer,
        refundAccountId: account.id,
        ...(underlyingMinor === undefined ? {} : { underlyingValue: toDecimal(underlyingMinor, 'TND') }),
      },
      now,
    });
    await storeProcessDocuments(tx, started.id, documents);
    return started;
  });
  return describeOne(db, row);
}

/** The customer's own task: signing (with a code bound to the offer) or declining the offer. */
export async function completeCustomerTask(
  deps: ChallengeDeps,
  request: FastifyRequest,
  auth: AuthContext,
  body: CompleteTaskRequest,
): Promise<ProcessView> {
  const process = await getVisibleProcess(deps.db, auth, body.processId);
  const isSigning = body.task === 'SIGN_OFFER' && body.outcome === 'ACCEPT' && process.state === 'OFFERED';
  if (isSigning) {
    await requireStrongAuthentication(deps, request, {
      operation: 'financing.signOffer',
      serviceName: 'FINANCE',
      processName: 'CREATE',
      payload: { processId: process.id, instalment: process.variables['offer.instalment'] ?? '' },
      action: {
        fr: 'la signature de votre offre de financement',
        en: 'signing your financing offer',
        ar: 'توقيع عرض التمويل الخاص بك',
      },
      amount: `${process.variables['offer.amount'] ?? ''} TND`,
    });
  }
  const now = deps.clock.now();
  const refundAccount = isSigning
    ? (await getVisibleAccount(deps.db, auth, process.variables.refundAccountId ?? '')).accountNumber
    : '';
  const consent = {
    at: now.toISOString(),
    codeChecked: 'true',
    channel: auth.channel,
    device: auth.record.session.deviceId ?? 'unknown',
  } as const;
  const moved = await deps.db.transaction((tx) =>
    advanceProcess(tx, process.id, { ...body, actor: 'CUSTOMER' }, now, async (locked, to) => {
      if (to !== 'SIGNED') {
        return {};
      }
      await signContract(
        tx,
        locked,
        { name: auth.record.customer.name, language: languageOf(request), consent, refundAccount },
        now,
      );
      return {
        variables: {
          ...locked.variables,
          'signature.at': consent.at,
          'signature.codeChecked': consent.codeChecked,
          'signature.channel': consent.channel,
          'signature.device': consent.device,
        },
      };
    }),
  );
  return describeOne(deps.db, moved);
}

export function makeOffer(process: ProcessRow, now: Date): Record<string, string> {
  const product = FINANCING_PRODUCTS[process.variables.productCode as FinancingProductCode];
  const financedMillimes = BigInt(Math.round(Number(process.variables.amount ?? '0') * 1000));
  const months = Number(process.variables.months ?? '0');
  const firstDueDate = addMonths(toCalendarDate(now), 1);
  const plan = planFinancing({
    financedMillimes,
    annualRatePercent: product.annualRatePercent,
    months,
    firstDueDate,
  });
  return {
    'offer.amount': toDecimal(financedMillimes, 'TND'),
    'offer.months': String(months),
    'offer.annualProfitRate': product.annualRatePercent.toFixed(2),
    'offer.instalment': toDecimal(plan.instalment, 'TND'),
    'offer.totalProfit': toDecimal(plan.totalProfit, 'TND'),
    'offer.salePrice': toDecimal(plan.salePrice, 'TND'),
    'offer.firstDueDate': firstDueDate,
  };
}

const NOTICES = {
  OFFERED: {
    key: 'FINANCING_OFFER',
    title: { fr: 'Offre de financement', en: 'Financing offer', ar: 'عرض تمويل' },
    content: {
      fr: 'La banque a accepté votre demande : consultez et signez votre offre de financement.',
      en: 'The bank accepted your request: read and sign your financing offer.',
      ar: 'وافق البنك على طلبك: اطلع على عرض التمويل ووقّعه.',
    },
  },
  REJECTED: {
    key: 'FINANCING_REJECTED',
    title: {
      fr: 'Demande de financement refusée',
      en: 'Financing request declined',
      ar: 'تم رفض طلب التمويل',
    },
    content: {
      fr: "La banque n'a pas pu donner suite à votre demande de financement.",
      en: 'The bank could not grant your financing request.',
      ar: 'تعذر على البنك الاستجابة لطلب التمويل الخاص بك.',
    },
  },
  DISBURSED: {
    key: 'FINANCING_DISBURSED',
    title: { fr: 'Financement mis à disposition', en: 'Financing paid out', ar: 'تم صرف التمويل' },
    content: {
      fr: 'Votre financement a été versé sur votre compte ; son échéancier est dans vos financements.',
      en: 'Your financing was paid into your account; its schedule is in your financing.',
      ar: 'تم تحويل التمويل إلى حسابك، وجدول سداده متاح في تمويلاتك.',
    },
  },
} as const;

async function tell(tx: AppTx, process: ProcessRow, state: keyof typeof NOTICES, now: Date) {
  const notice = NOTICES[state];
  await insertNotification(tx, {
    ...customerOf(process),
    category: 'DEFAULT',
    key: notice.key,
    params: { processId: process.id },
    title: notice.title,
    content: notice.content,
    subjectId: process.id,
    at: now,
  });
}

/** What the bank's steps of a financing request do: tell the customer, make the offer, pay it out. */
export async function enterFinancingState(
  tx: AppTx,
  locked: ProcessRow,
  to: string,
  now: Date,
): Promise<Partial<Pick<ProcessRow, 'variables' | 'financingId'>>> {
  if (to === 'OFFERED' || to === 'REJECTED') {
    await tell(tx, locked, to, now);
    return to === 'OFFERED' ? { variables: { ...locked.variables, ...makeOffer(locked, now) } } : {};
  }
  if (to === 'DISBURSED') {
    const today = toCalendarDate(now);
    const opened = await openFinancing(tx, {
      customerId: customerOf(locked).customerId,
      refundAccountId: locked.variables.refundAccountId ?? '',
      productCode: locked.variables.productCode as FinancingProductCode,
      financedMinor: BigInt(Math.round(Number(locked.variables['offer.amount'] ?? '0') * 1000)),
      months: Number(locked.variables['offer.months'] ?? '0'),
      establishmentDate: today,
      firstDueDate: locked.variables['offer.firstDueDate'] ?? addMonths(today, 1),
      contractNumber: `MRB-REQ-${locked.id.slice(0, 8).toUpperCase()}`,
      assetDescription: `${locked.variables.productCode} · ${locked.variables.employer ?? ''}`,
      disburse: true,
    });
    await tell(tx, locked, 'DISBURSED', now);
    return { financingId: opened.financingId };
  }
  return {};
}
