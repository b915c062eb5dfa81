/** Turns a user row and its customer into the user profile of spec §3. */
import {
  type CustomerKind,
  customerKindSchema,
  customerStatusSchema,
  type Pack,
  packSchema,
  type UserProfile,
  universeSchema,
  userStatusSchema,
} from '@baraka/contracts';
import { getRoleName, ROLE_DESCRIPTIONS, type RoleName } from '@baraka/domain';
import type { UserRecord } from './users.queries.ts';

export const getUserRole = ({ user, customer }: UserRecord): RoleName =>
  getRoleName({
    kind: customerKindSchema.parse(customer.kind),
    pack: packSchema.parse(customer.pack),
    isHolder: user.isHolder,
    isDemo: user.isDemo,
  });

export const getCustomerKind = ({ customer }: UserRecord): CustomerKind =>
  customerKindSchema.parse(customer.kind);
export const getCustomerPack = ({ customer }: UserRecord): Pack => packSchema.parse(customer.pack);

const genderOf = (value: string | null): 'M' | 'F' | null => (value === 'M' || value === 'F' ? value : null);

export const toUserProfile = (record: UserRecord): UserProfile => {
  const { user, customer } = record;
  const role = getUserRole(record);
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    fullNameAr: user.fullNameAr,
    fullNameEn: user.fullNameEn,
    email: user.email,
    phoneNumber: user.phoneNumber,
    officePhoneNumber: user.officePhoneNumber,
    homePhoneNumber: user.homePhoneNumber,
    cin: user.cin,
    dateOfBirth: user.dateOfBirth,
    gender: genderOf(user.gender),
    nationality: user.nationality,
    language: user.language,
    customerNumber: customer.customerNumber,
    countryCode: user.countryCode,
    countryName: user.countryName,
    fullAddress: user.fullAddress,
    postCode: user.postCode,
    photoUri: user.photoUri,
    favouriteRib: user.favouriteRib,
    lastConnexionDate: user.lastConnexionDate?.toISOString() ?? null,
    status: userStatusSchema.parse(user.status),
    removed: user.removed,
    extendedAttributes: user.extendedAttributes,
    bankCustomer: {
      customerNumber: customer.customerNumber,
      kind: getCustomerKind(record),
      name: customer.name,
      branchName: customer.branchName,
      bankName: customer.bankName,
      status: customerStatusSchema.parse(customer.status),
      pack: getCustomerPack(record),
      segment: {
        code: customer.segmentCode,
        name: customer.segmentName,
        universe: universeSchema.parse(customer.universe),
      },
      role: { name: role, description: ROLE_DESCRIPTIONS[role], enabled: true },
    },
  };
};
