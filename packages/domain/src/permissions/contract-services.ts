/**
 * Services the bank switches on for one customer's contract beyond what the pack holds (spec §6:
 * menu entries carry service names, "suggesting per-contract enabling"), e.g. international
 * transfers for a customer with foreign-currency business. Each one grants viewing and creating
 * on both channels, and only services of the catalogue count.
 */
import { CHANNEL_NAMES, type ProcessName, SERVICE_NAMES, type ServiceName } from './catalogue.ts';
import type { Grant } from './role-grants.ts';

const CONTRACT_PROCESSES: readonly ProcessName[] = ['VIEW', 'CREATE'];

const isServiceName = (value: string): value is ServiceName =>
  (SERVICE_NAMES as readonly string[]).includes(value);

/** The role's grants plus the contract's services, without duplicates. */
export function addContractServices(grants: readonly Grant[], services: readonly string[]): Grant[] {
  const added: Grant[] = services
    .filter(isServiceName)
    .flatMap((service) =>
      CONTRACT_PROCESSES.filter(
        (process) => !grants.some((item) => item.service === service && item.process === process),
      ).map((process) => ({ service, process, channels: CHANNEL_NAMES })),
    );
  return [...grants, ...added];
}
