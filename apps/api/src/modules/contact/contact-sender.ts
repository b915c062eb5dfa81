/** Who sends a contact request and what they typed, whichever variant of the form they used. */
import type { ContactRequest, SignedInContactRequest } from '@baraka/contracts';
import { parseMoney } from '@baraka/domain';
import type { NewContactRequest } from './contact.queries.ts';

export type ContactSender = {
  form: ContactRequest | SignedInContactRequest;
  userId: string | null;
  lastName: string;
  firstName: string;
  city: string | null;
  email: string | null;
  phone: string | null;
  /** The visitor's solved captcha; null for a signed-in customer. */
  captcha: string | null;
  branchCode: string;
};

/** TND with up to three decimals → millimes. */
const toMillimes = (amount: number | string | undefined): bigint | null =>
  amount === undefined
    ? null
    : parseMoney(typeof amount === 'number' ? amount.toFixed(3) : amount.replace(',', '.'), 'TND').minor;

/** The columns the sender fills; the service adds the reference, choices and file. */
export function toContactRow(
  sender: ContactSender,
): Omit<NewContactRequest, 'reference' | 'language' | 'subjectId' | 'requirementId' | 'branchId'> {
  const { form } = sender;
  return {
    userId: sender.userId,
    lastName: sender.lastName,
    firstName: sender.firstName,
    address: form.address,
    country: form.country,
    email: sender.email,
    phone: sender.phone,
    city: sender.city,
    message: form.message ? form.message : null,
    productId: form.productId ?? null,
    financingType: form.financingType ?? null,
    amountMillimes: toMillimes(form.amount),
    netSalaryMillimes: toMillimes(form.netSalary),
    grossSalaryMillimes: toMillimes(form.grossSalary),
    duration: form.duration ?? null,
    durationUnit: form.durationUnit ?? null,
  };
}
