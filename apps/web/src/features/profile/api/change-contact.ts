/**
 * PUT secure/profile/user/phone and secure/profile/user/email: answers OTP.300 first (the code goes
 * to the new contact); sent again with the verified `challenge-key`, makes the change.
 */
import type { UserProfile } from '@baraka/contracts/identity/auth';
import { profileEditEndpoints } from '@baraka/contracts/profile/endpoints';
import { call } from '../../../lib/call';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';

const headersOf = (challengeKey?: string): { headers: Record<string, string> } => ({
  headers: challengeKey ? { [CHALLENGE_KEY_HEADER]: challengeKey } : {},
});

export function changePhone(phoneNumber: string, challengeKey?: string): Promise<UserProfile> {
  return call(profileEditEndpoints.phone, { body: { phoneNumber } }, headersOf(challengeKey));
}

export function changeEmail(email: string, challengeKey?: string): Promise<UserProfile> {
  return call(profileEditEndpoints.email, { body: { email } }, headersOf(challengeKey));
}
