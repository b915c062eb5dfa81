/**
 * The appointment form's state: values, the captcha payload, field errors (form keys) from the same
 * zod schema as the API, and the server's own refusals (full slot, used captcha) mapped to fields.
 */
import {
  type AppointmentDefinition,
  type AppointmentReceipt,
  createAppointmentRequestSchema,
} from '@baraka/contracts/appointments/schemas';
import type { FieldError } from '@baraka/contracts/shared/envelope';
import { checkAppointmentDate, isAppointmentSlot } from '@baraka/domain/calendar/appointment-rules';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useRequestAppointment } from '../api/request-appointment';

export type AppointmentValues = {
  name: string;
  phone: string;
  email: string;
  branchId: string;
  subject: string;
  desiredDate: string;
  desiredTime: string;
};
export type AppointmentField = keyof AppointmentValues | 'captcha';
export type FieldErrors = Partial<Record<AppointmentField, FieldError>>;

const toFieldErrors = (errors: readonly FieldError[]): FieldErrors =>
  Object.fromEntries(errors.map((error) => [error.field, error]));

export function useAppointmentForm(
  definition: AppointmentDefinition,
  onDone: (receipt: AppointmentReceipt) => void,
) {
  const [values, setValues] = useState<AppointmentValues>({
    name: '',
    phone: '',
    email: '',
    branchId: '',
    subject: '',
    desiredDate: definition.firstDate ?? '',
    desiredTime: definition.defaultSlot,
  });
  const [captcha, setCaptcha] = useState<string | undefined>();
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useRequestAppointment();
  const schema = useMemo(
    () =>
      createAppointmentRequestSchema({
        checkDate: (date) => checkAppointmentDate(date, definition),
        isSlot: isAppointmentSlot,
      }),
    [definition],
  );

  const setValue = <K extends keyof AppointmentValues>(field: K, value: AppointmentValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  const changeCaptcha = (payload: string | undefined) => {
    setCaptcha(payload);
    if (payload) {
      setErrors(({ captcha: _fixed, ...others }) => others);
    }
  };

  const submit = () => {
    // An unchosen subject is absent ("required"), not an unknown one.
    const parsed = schema.safeParse({ ...values, subject: values.subject || undefined, captcha });
    if (!parsed.success) {
      // First issue per field, as the API would answer it.
      const issues = [...parsed.error.issues].reverse();
      setErrors(toFieldErrors(issues.map((issue) => ({ field: String(issue.path[0]), key: issue.message }))));
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (error) => {
        if (!(error instanceof ApiError) || error.fieldErrors.length === 0) {
          return;
        }
        setErrors(toFieldErrors(error.fieldErrors));
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
    errors,
    changeCaptcha,
    captchaResetKey,
    submit,
    isSubmitting: mutation.isPending,
    /** A failure the fields do not explain (network, server): shown above the button. */
    failure: mutation.isError && !isRefusedOnFields ? mutation.error : null,
  };
}
