import {
  APPOINTMENT_SUBJECTS,
  contactFormSchema,
  createAppointmentFormSchema,
  signedInContactFormSchema,
} from '@baraka/contracts/shared/forms';
import { describe, expect, it } from 'vitest';
import arErrors from './ar/errors.json';
import arForms from './ar/forms.json';
import enErrors from './en/errors.json';
import enForms from './en/forms.json';
import frErrors from './fr/errors.json';
import frForms from './fr/forms.json';

const fr = { forms: frForms, errors: frErrors };
const en = { forms: enForms, errors: enErrors };
const ar = { forms: arForms, errors: arErrors };

const appointmentSchema = createAppointmentFormSchema({ checkDate: () => null, isSlot: () => true });

describe.each([
  ['fr', fr],
  ['en', en],
  ['ar', ar],
])('forms texts in %s', (_, bundle) => {
  it('name every field of the contact and appointment forms', () => {
    const contactFields = Object.keys({ ...contactFormSchema.shape, ...signedInContactFormSchema.shape });
    for (const field of contactFields) {
      expect(
        bundle.forms.contact.fields[field as keyof typeof bundle.forms.contact.fields],
        field,
      ).toBeTruthy();
    }
    for (const field of Object.keys(appointmentSchema.shape)) {
      expect(
        bundle.forms.appointment.fields[field as keyof typeof bundle.forms.appointment.fields],
        field,
      ).toBeTruthy();
    }
  });

  it('name every appointment subject of the fixed list', () => {
    expect(Object.keys(bundle.forms.appointment.subjects).sort()).toEqual([...APPOINTMENT_SUBJECTS].sort());
  });

  it('translate every message the forms can answer', () => {
    const messages = bundle.errors.form as Record<string, string>;
    const keys = [
      'required',
      'maxLength',
      'email',
      'invalidSelection',
      'invalidType',
      'numberAndSpecialCharactersValidation',
      'specialCharactersValidation',
      'ErrorMsgInvalidPhoneNumber',
      'InvalidNumber',
      'date',
      'ErrorMsgRendezVousDate',
      'ErrorMsgRendezVousDateWeekEnd',
      'ErrorMsgHolidayDate',
      'ErrorMsgRendezVousAfterThreeMonths',
    ];
    for (const key of keys) {
      expect(messages[key], key).toBeTruthy();
    }
  });
});
