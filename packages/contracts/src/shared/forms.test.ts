import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type AppointmentRules,
  contactFormSchema,
  createAppointmentFormSchema,
  createSignedInAppointmentFormSchema,
  signedInContactFormSchema,
} from './forms.ts';

/** Each failing field with the form key it answers. */
const keysOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const contact = {
  lastName: 'Ben Salah',
  firstName: 'Hélène',
  address: '12, rue du Lac-Léman_2',
  email: 'helene@example.tn',
  phone: '98123456',
  city: 'La Marsa',
  subjectId: 3,
  requirementId: 7,
  branchId: '32001',
  message: 'Je souhaite un rendez-vous.',
};

describe('contact form', () => {
  it('accepts a visitor in any script, Tunisia by default', () => {
    const parsed = contactFormSchema.parse({ ...contact, lastName: 'الطرابلسي', firstName: 'محمد علي' });
    expect(parsed.country).toBe('TN');
  });

  it.each([
    [{ lastName: 'Ben Salah 2' }, { lastName: 'numberAndSpecialCharactersValidation' }],
    [{ firstName: 'Hélène!' }, { firstName: 'numberAndSpecialCharactersValidation' }],
    [{ city: 'Tunis 1000' }, { city: 'numberAndSpecialCharactersValidation' }],
    [{ lastName: 'a'.repeat(41) }, { lastName: 'maxLength' }],
    [{ lastName: '   ' }, { lastName: 'required' }],
    [{ lastName: undefined }, { lastName: 'required' }],
    [{ address: '12 rue #5' }, { address: 'specialCharactersValidation' }],
    [{ address: 'a'.repeat(201) }, { address: 'maxLength' }],
    [{ email: 'helene@' }, { email: 'email' }],
    [{ phone: '9812345' }, { phone: 'ErrorMsgInvalidPhoneNumber' }],
    [{ phone: '9812345a' }, { phone: 'ErrorMsgInvalidPhoneNumber' }],
    [{ country: 'XX' }, { country: 'invalidSelection' }],
    [{ subjectId: undefined }, { subjectId: 'required' }],
    [{ requirementId: 0 }, { requirementId: 'invalidSelection' }],
    [{ branchId: '' }, { branchId: 'required' }],
    [{ message: 'x'.repeat(256) }, { message: 'maxLength' }],
  ])('answers the form key of a broken rule: %j', (change, expected) => {
    expect(keysOf(contactFormSchema, { ...contact, ...change })).toEqual(expected);
  });

  it('checks the simulator-request fields when the simulator sent them', () => {
    const request = { financingType: 'Dar albaraka', netSalary: 2500, duration: 20, grossSalary: '3100,500' };
    expect(keysOf(contactFormSchema, { ...contact, ...request })).toEqual({});
    expect(
      keysOf(contactFormSchema, { ...contact, financingType: 'Dar2', netSalary: -1, grossSalary: '-5' }),
    ).toEqual({
      financingType: 'numberAndSpecialCharactersValidation',
      netSalary: 'InvalidNumber',
      grossSalary: 'InvalidNumber',
    });
  });

  it('asks a signed-in customer only what the profile does not say', () => {
    const { lastName: _l, firstName: _f, city: _c, email: _e, phone: _p, ...rest } = contact;
    expect(keysOf(signedInContactFormSchema, rest)).toEqual({});
    expect(keysOf(signedInContactFormSchema, { ...rest, phone: '123' })).toEqual({
      phone: 'ErrorMsgInvalidPhoneNumber',
    });
  });

  it.each(['Ben Salah', 'Hélène', 'Ştefan Ørsted', 'محمد علي', 'Nguyễn Thị', 'Ελένη'])(
    'takes %s as a name, and refuses it with a digit or a symbol',
    (name) => {
      expect(keysOf(contactFormSchema, { ...contact, lastName: name })).toEqual({});
      for (const extra of ['7', '٣', '@', '.', "'", '-']) {
        expect(keysOf(contactFormSchema, { ...contact, lastName: `${name}${extra}` })).toEqual({
          lastName: 'numberAndSpecialCharactersValidation',
        });
      }
    },
  );
});

describe('appointment form', () => {
  const rules: AppointmentRules = {
    checkDate: (date) => (date === '2025-03-15' ? 'ErrorMsgRendezVousDateWeekEnd' : null),
    isSlot: (time) => time === '08:30' || time === '09:00',
  };
  const appointment = {
    name: 'Salma Trabelsi',
    phone: '22123456',
    email: 'salma@example.tn',
    branchId: '32001',
    subject: 'FINANCING',
    desiredDate: '2025-03-14',
    desiredTime: '08:30',
  };

  it('accepts a booking within the rules', () => {
    expect(keysOf(createAppointmentFormSchema(rules), appointment)).toEqual({});
  });

  it('reports the date rule even while other fields are still empty', () => {
    const schema = createAppointmentFormSchema(rules);
    expect(
      keysOf(schema, { ...appointment, name: '', desiredDate: '2025-03-15', desiredTime: '16:30' }),
    ).toEqual({
      name: 'required',
      desiredDate: 'ErrorMsgRendezVousDateWeekEnd',
      desiredTime: 'invalidSelection',
    });
  });

  it('limits the e-mail to 40 characters and the subject to the fixed list', () => {
    expect(
      keysOf(createAppointmentFormSchema(rules), {
        ...appointment,
        email: `${'s'.repeat(30)}@example.tn`,
        subject: 'MORTGAGE',
      }),
    ).toEqual({ email: 'maxLength', subject: 'invalidSelection' });
  });

  it('asks a signed-in customer neither name, phone nor e-mail', () => {
    const { name: _n, phone: _p, email: _e, ...rest } = appointment;
    expect(keysOf(createSignedInAppointmentFormSchema(rules), rest)).toEqual({});
  });
});
