/**
 * A user's grants (spec §6): their role's, or for a company's delegate what its account holder
 * granted within the holder's own role; and how they are shown to the web app.
 */
import type { RolePermission } from '@baraka/contracts';
import {
  addContractServices,
  type ChannelName,
  type Grant,
  getRoleGrants,
  getRoleName,
  listFeatures,
  restrictToRights,
  SERVICES,
} from '@baraka/domain';
import type { AppDb } from '../../../db/client.ts';
import { getCustomerKind, getCustomerPack, getUserRole } from '../users/user-profile.ts';
import type { UserRecord } from '../users/users.queries.ts';
import { listUserRights } from './permissions.queries.ts';

/** The holder's role for a company, whatever user of it is asking. */
export const getHolderGrants = (record: UserRecord): readonly Grant[] =>
  addContractServices(
    getRoleGrants(
      getRoleName({
        kind: getCustomerKind(record),
        pack: getCustomerPack(record),
        isHolder: true,
        isDemo: false,
      }),
    ),
    record.customer.contractServices,
  );

export const loadUserGrants = async (db: AppDb, record: UserRecord): Promise<readonly Grant[]> => {
  const role = getUserRole(record);
  if (role === 'DEMO') {
    return getRoleGrants(role);
  }
  if (role !== 'BUSINESS_DELEGATE') {
    return addContractServices(getRoleGrants(role), record.customer.contractServices);
  }
  return restrictToRights(getHolderGrants(record), await listUserRights(db, record.user.id));
};

export const describeGrants = (grants: readonly Grant[], channel: ChannelName): RolePermission[] =>
  grants
    .filter((item) => item.channels.includes(channel))
    .map((item) => ({
      serviceName: item.service,
      processName: item.process,
      category: SERVICES[item.service],
      channels: [...item.channels],
      accessLevel: 'ALL' as const,
    }));

/** What login and the session call tell the web app: the features offered and the permissions. */
export const describeAccess = async (db: AppDb, record: UserRecord, channel: ChannelName) => {
  const grants = await loadUserGrants(db, record);
  return { features: listFeatures(grants, channel), permissions: describeGrants(grants, channel) };
};
