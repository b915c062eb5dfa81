/**
 * The add and edit forms' state: values, field errors (form keys, from the shared schema or the
 * API), and the steps after sending — the one-time code when the server asks for it, then the saved
 * payee. Nothing typed is lost when a step is cancelled or refused.
 */
import type { Beneficiary, BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import type { Challenge, ContinueResult } from '@baraka/contracts/identity/challenges';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { readChallenge } from '../../../lib/challenges';
import { invalidateBeneficiaryAnswers } from '../api/get-beneficiary-groups';
import { saveBeneficiary } from '../api/save-beneficiary';
import {
  type BeneficiaryField,
  type BeneficiaryFormValues,
  type BeneficiaryRequest,
  EMPTY_FORM_VALUES,
  type FieldErrors,
  type FormMode,
  toBeneficiaryRequest,
  toFieldErrors,
  validateBeneficiary,
} from '../utils/beneficiary-form';

export type FormStep =
  | { name: 'form' }
  | { name: 'challenge'; challenge: Challenge; request: BeneficiaryRequest }
  | { name: 'done'; beneficiary: Beneficiary };

type FormSetup = {
  type: BeneficiaryTypeName;
  mode: FormMode;
  /** The payee being edited. */
  id?: string;
  initial?: BeneficiaryFormValues;
  onSaved?: (beneficiary: Beneficiary) => void;
};

/** A refusal the fields do not explain: its text, or the page's own message for a bad id. */
export type FormFailure = { message: string } | { key: 'invalidForm' };

export type FoundBank = { name: string; address: string };

export function useBeneficiaryForm({ type, mode, id, initial, onSaved }: FormSetup) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<BeneficiaryFormValues>(initial ?? EMPTY_FORM_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<FormStep>({ name: 'form' });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const setValue = (field: BeneficiaryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  /** A bank found by its BIC fills name and address, unless the user typed their own there. */
  const fillBank = (bank: FoundBank, previous: FoundBank | null) => {
    setValues((current) => ({
      ...current,
      bankName: current.bankName === '' || current.bankName === previous?.name ? bank.name : current.bankName,
      bankAddress:
        current.bankAddress === '' || current.bankAddress === previous?.address
          ? bank.address
          : current.bankAddress,
    }));
    setErrors(({ bankName: _name, bankAddress: _address, ...others }) => others);
  };

  const send = (request: BeneficiaryRequest, challengeKey?: string) => {
    setIsSaving(true);
    setFailure(null);
    saveBeneficiary({ type, mode, request, ...(challengeKey ? { challengeKey } : {}) }).then(
      (beneficiary) => {
        setIsSaving(false);
        void invalidateBeneficiaryAnswers(queryClient);
        setStep({ name: 'done', beneficiary });
        onSaved?.(beneficiary);
      },
      (error: unknown) => {
        setIsSaving(false);
        const challenge = readChallenge(error);
        if (challenge) {
          setStep({ name: 'challenge', challenge, request });
          return;
        }
        setStep({ name: 'form' });
        const fieldErrors = error instanceof ApiError ? toFieldErrors(error.fieldErrors) : {};
        if (Object.keys(fieldErrors).length > 0) {
          setErrors(fieldErrors);
          return;
        }
        setFailure({ message: error instanceof Error ? error.message : String(error) });
      },
    );
  };

  const submit = () => {
    const request = toBeneficiaryRequest(type, values, id);
    const validation = validateBeneficiary(type, mode, request);
    if (!validation.isValid) {
      setErrors(validation.errors);
      setFailure(Object.keys(validation.errors).length === 0 ? { key: 'invalidForm' } : null);
      return;
    }
    send(request);
  };

  /** The code is validated: the same request goes again, with the challenge key. */
  const completeChallenge = (result: ContinueResult) => {
    if (step.name === 'challenge') {
      send(step.request, result.key);
    }
  };

  const cancelChallenge = () => setStep({ name: 'form' });

  return {
    values,
    setValue,
    fillBank,
    errors,
    step,
    failure,
    isSaving,
    submit,
    completeChallenge,
    cancelChallenge,
  };
}

export type BeneficiaryFormState = ReturnType<typeof useBeneficiaryForm>;
