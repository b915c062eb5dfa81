import { describe, expect, it } from 'vitest';
import { contactRequestSchema, contactStartRequestSchema, signedInContactRequestSchema } from './schemas.ts';

const form = {
  lastName: 'Ben Ali',
  firstName: 'Salma',
  address: '12 rue du Lac',
  email: 'salma@example.tn',
  phone: '20123456',
  city: 'Tunis',
  subjectId: 1,
  requirementId: 2,
  branchId: '017',
};
const keysOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('contact request', () => {
  it('asks a visitor for the captcha, a signed-in customer for neither identity nor captcha', () => {
    expect(keysOf(contactRequestSchema.safeParse(form))).toEqual(['captcha:captchaRequired']);
    expect(contactRequestSchema.parse({ ...form, captcha: 'x' }).country).toBe('TN');
    const { lastName: _l, firstName: _f, email: _e, phone: _p, city: _c, ...signedIn } = form;
    expect(keysOf(signedInContactRequestSchema.safeParse(signedIn))).toEqual([]);
    expect(keysOf(signedInContactRequestSchema.safeParse({ ...signedIn, phone: '12' }))).toEqual([
      'phone:ErrorMsgInvalidPhoneNumber',
    ]);
  });

  it('takes one optional attachment under the shared file rules', () => {
    const attachment = { fileName: 'a.exe', contentType: 'application/x-msdownload', content: 'TVo=' };
    expect(keysOf(contactRequestSchema.safeParse({ ...form, captcha: 'x', attachment }))).toEqual([
      'attachment.contentType:fileType',
    ]);
  });

  it('starts with a chosen subject only', () => {
    expect(keysOf(contactStartRequestSchema.safeParse({}))).toEqual(['subjectId:required']);
    expect(keysOf(contactStartRequestSchema.safeParse({ subjectId: 0 }))).toEqual([
      'subjectId:invalidSelection',
    ]);
  });
});
