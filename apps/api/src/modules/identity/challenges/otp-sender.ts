/** Sends a challenge's one-time code by SMS (or e-mail when there is no phone) through the outbox. */
import { type Language, languageSchema, OTP_RULES } from '@baraka/contracts';
import { AppError } from '../../../plugins/errors/index.ts';
import type { UserRow } from '../users/users.queries.ts';
import type { ChallengeDeps } from './challenge.service.ts';
import { type ChallengeRow, updatePendingChallenge } from './challenges.queries.ts';
import { composeOtpMessage, generateOtp, hashOtp, maskDestination } from './otp.ts';

/** Who the code goes to: a user, or (while registering) the customer's phone. */
export type OtpRecipient = {
  userId: string | null;
  phoneNumber: string | null;
  email: string | null;
  language: string;
};

const languageOf = (recipient: OtpRecipient): Language => {
  const parsed = languageSchema.safeParse(recipient.language);
  return parsed.success ? parsed.data : 'fr';
};

export const recipientOfUser = (user: UserRow): OtpRecipient => ({
  userId: user.id,
  phoneNumber: user.phoneNumber,
  email: user.email,
  language: user.language,
});

export const sendOtp = async (
  deps: ChallengeDeps,
  row: ChallengeRow,
  recipient: OtpRecipient,
): Promise<ChallengeRow> => {
  const channel = recipient.phoneNumber ? 'SMS' : 'EMAIL';
  const destination = recipient.phoneNumber ?? recipient.email;
  if (!destination) {
    throw new AppError('UNPROCESSABLE', { message: 'No phone number or e-mail to send the code to' });
  }
  const now = deps.clock.now();
  const otp = generateOtp();
  const { summary } = row;
  const body = composeOtpMessage(languageOf(recipient), otp, {
    action: { fr: summary.action_fr ?? '', en: summary.action_en ?? '', ar: summary.action_ar ?? '' },
    ...(summary.amount ? { amount: summary.amount } : {}),
    ...(summary.payee ? { payee: summary.payee } : {}),
  });
  const updated = await updatePendingChallenge(deps.db, row.id, {
    otpHash: hashOtp(row.id, row.payloadHash, otp),
    otpChannel: channel,
    otpDestination: maskDestination(channel, destination),
    otpSentAt: now,
    otpExpiresAt: new Date(now.getTime() + OTP_RULES.validitySeconds * 1000),
  });
  if (!updated) {
    throw new AppError('CHALLENGE_EXPIRED');
  }
  try {
    await deps.outbox.send({
      channel,
      to: destination,
      subject: channel === 'EMAIL' ? 'Al Baraka' : undefined,
      body,
      purpose: 'otp',
      userId: recipient.userId,
    });
  } catch (cause) {
    throw new AppError('SERVICE_UNAVAILABLE', { message: 'The code could not be sent', cause });
  }
  return updated;
};
