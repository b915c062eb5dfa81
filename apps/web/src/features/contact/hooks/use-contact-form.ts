/**
 * The contact form's state (spec §5 "Contact form"): the typed values, the file, the captcha, field
 * errors from the same zod schemas as the API (visitor or signed-in), and the server's refusals
 * mapped back onto their fields. Nothing typed is cleared when sending fails.
 */
import type { AttachmentUpload } from '@baraka/contracts/attachments/schemas';
import {
  type ContactFormSettings,
  type ContactReceipt,
  contactRequestSchema,
  signedInContactRequestSchema,
} from '@baraka/contracts/contact/schemas';
import type { SimulationRequest } from '@baraka/contracts/contact/simulation-request';
import type { FieldError } from '@baraka/contracts/shared/envelope';
import type { FormKey } from '@baraka/contracts/shared/errors';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useSendContact } from '../api/send-contact';

export type ContactValues = {
  lastName: string;
  firstName: string;
  address: string;
  country: string;
  email: string;
  phone: string;
  city: string;
  subjectId: string;
  requirementId: string;
  branchId: string;
  message: string;
};
export type ContactField = keyof ContactValues | 'attachment' | 'captcha';
export type ContactErrors = Partial<Record<ContactField, FieldError>>;

export type ContactFormSetup = {
  settings: ContactFormSettings;
  initial: Partial<ContactValues>;
  simulation: SimulationRequest | null;
  onDone: (receipt: ContactReceipt) => void;
};

const EMPTY: ContactValues = {
  lastName: '',
  firstName: '',
  address: '',
  country: 'TN',
  email: '',
  phone: '',
  city: '',
  subjectId: '',
  requirementId: '',
  branchId: '',
  message: '',
};

/** "attachment.content" → "attachment": one message per visible field. */
const toErrors = (errors: readonly FieldError[]): ContactErrors => {
  const byField: ContactErrors = {};
  for (const error of errors) {
    const field = error.field.split('.')[0] as ContactField;
    byField[field] ??= { ...error, field };
  }
  return byField;
};

const optionalNumber = (text: string) => (text === '' ? undefined : Number(text));

export function useContactForm({ settings, initial, simulation, onDone }: ContactFormSetup) {
  const [values, setValues] = useState<ContactValues>({
    ...EMPTY,
    country: settings.defaultCountry,
    ...initial,
  });
  const [attachment, setAttachment] = useState<AttachmentUpload | undefined>();
  const [captcha, setCaptcha] = useState<string | undefined>();
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [errors, setErrors] = useState<ContactErrors>({});
  const mutation = useSendContact();
  const customer = settings.customer;

  const clearError = (field: ContactField) => setErrors(({ [field]: _fixed, ...others }) => others);
  const setValue = (field: keyof ContactValues, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      // A requirement belongs to its subject (spec §5): a new subject asks for it again.
      ...(field === 'subjectId' && value !== current.subjectId ? { requirementId: '' } : {}),
    }));
    clearError(field);
  };
  const changeAttachment = (upload: AttachmentUpload | undefined) => {
    setAttachment(upload);
    clearError('attachment');
  };
  const rejectAttachment = (key: FormKey) =>
    setErrors((current) => ({ ...current, attachment: { field: 'attachment', key } }));
  const changeCaptcha = (payload: string | undefined) => {
    setCaptcha(payload);
    if (payload) {
      clearError('captcha');
    }
  };

  const buildRequest = () => {
    const common = {
      address: values.address,
      country: values.country,
      subjectId: optionalNumber(values.subjectId),
      requirementId: optionalNumber(values.requirementId),
      branchId: values.branchId,
      message: values.message === '' ? undefined : values.message,
      attachment,
      ...(simulation
        ? {
            financingType: simulation.financingType,
            netSalary: simulation.netSalary,
            duration: simulation.duration,
            durationUnit: simulation.durationUnit,
            amount: simulation.amount,
            productId: simulation.productId,
          }
        : {}),
    };
    if (customer) {
      return {
        ...common,
        ...(customer.needsEmail ? { email: values.email } : {}),
        ...(customer.needsPhone ? { phone: values.phone } : {}),
      };
    }
    const { lastName, firstName, email, phone, city } = values;
    return { ...common, lastName, firstName, email, phone, city, captcha };
  };

  const submit = () => {
    const request = buildRequest();
    const parsed = customer
      ? signedInContactRequestSchema.safeParse(request)
      : contactRequestSchema.safeParse(request);
    const found: FieldError[] = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), key: issue.message }));
    // The replacement asked for must be given (the server says the same).
    for (const field of ['email', 'phone'] as const) {
      const needed = field === 'email' ? customer?.needsEmail : customer?.needsPhone;
      if (needed && values[field].trim() === '') {
        found.push({ field, key: 'required' });
      }
    }
    if (found.length > 0 || !parsed.success) {
      setErrors(toErrors(found));
      return;
    }
    mutation.mutate(request, {
      onSuccess: onDone,
      onError: (error) => {
        if (!(error instanceof ApiError) || error.fieldErrors.length === 0) {
          return;
        }
        setErrors(toErrors(error.fieldErrors));
        // The server refuses fields before it takes the captcha: only a refused captcha is solved again.
        if (error.fieldErrors.some((fieldError) => fieldError.field === 'captcha')) {
          setCaptchaResetKey((key) => key + 1);
        }
      },
    });
  };

  const isRefusedOnFields = mutation.error instanceof ApiError && mutation.error.fieldErrors.length > 0;
  return {
    values,
    setValue,
    attachment,
    changeAttachment,
    rejectAttachment,
    errors,
    changeCaptcha,
    captchaResetKey,
    submit,
    isSubmitting: mutation.isPending,
    failure: mutation.isError && !isRefusedOnFields ? mutation.error : null,
  };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
