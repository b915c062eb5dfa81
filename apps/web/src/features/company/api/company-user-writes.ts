/**
 * The holder's changes to a company user (rights, suspension, revocation, invitation): each answers
 * OTP.300 first, then goes through with the verified code.
 */
import type {
  CompanyUser,
  CompanyUserStatusRequest,
  InviteCompanyUserRequest,
  UpdateCompanyUserAccountsRequest,
  UpdateRightsRequest,
} from '@baraka/contracts/identity/company';
import { companyEndpoints } from '@baraka/contracts/identity/endpoints';
import { call } from '../../../lib/call';
import { type Confirmation, toConfirmationHeaders } from '../../../lib/confirmation-headers';

export function updateRights(body: UpdateRightsRequest, confirmation?: Confirmation): Promise<CompanyUser> {
  return call(companyEndpoints.updateRights, { body }, toConfirmationHeaders(confirmation));
}

export function updateAccounts(
  body: UpdateCompanyUserAccountsRequest,
  confirmation?: Confirmation,
): Promise<CompanyUser> {
  return call(companyEndpoints.updateAccounts, { body }, toConfirmationHeaders(confirmation));
}

export function updateStatus(
  body: CompanyUserStatusRequest,
  confirmation?: Confirmation,
): Promise<CompanyUser> {
  return call(companyEndpoints.updateStatus, { body }, toConfirmationHeaders(confirmation));
}

export function revokeUser(userId: string, confirmation?: Confirmation): Promise<boolean> {
  return call(companyEndpoints.revoke, { body: { userId } }, toConfirmationHeaders(confirmation));
}

export function inviteUser(
  body: InviteCompanyUserRequest,
  confirmation?: Confirmation,
): Promise<CompanyUser> {
  return call(companyEndpoints.invite, { body }, toConfirmationHeaders(confirmation));
}
