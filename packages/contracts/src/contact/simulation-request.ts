/**
 * "Request this financing": the simulator opens the contact form (/contact-us/request) with the
 * simulation in the query, and the form reads it back with this schema to show net salary,
 * duration and financing type, disabled (spec §5, simulator-request mode).
 */
import { z } from 'zod';

export const SIMULATION_REQUEST_SOURCE = 'simulator';

export const simulationRequestSchema = z.object({
  source: z.literal(SIMULATION_REQUEST_SOURCE),
  productId: z.coerce.number().int().positive(),
  /** The product's name in the visitor's language ("Dar albaraka"). */
  financingType: z.string().min(1).max(40),
  /** Amount to finance, in TND with at most three decimals. */
  amount: z.coerce.number().nonnegative(),
  duration: z.coerce.number().int().positive(),
  durationUnit: z.enum(['MONTH', 'YEARS']),
  /** Monthly net salary, in TND. */
  netSalary: z.coerce.number().nonnegative(),
});
export type SimulationRequest = z.infer<typeof simulationRequestSchema>;

export const CONTACT_REQUEST_PATH = '/contact-us/request';

/** The contact form's path with the simulation in its query. */
export function buildSimulationRequestPath(request: Omit<SimulationRequest, 'source'>): string {
  const query = new URLSearchParams({
    source: SIMULATION_REQUEST_SOURCE,
    productId: String(request.productId),
    financingType: request.financingType,
    amount: String(request.amount),
    duration: String(request.duration),
    durationUnit: request.durationUnit,
    netSalary: String(request.netSalary),
  });
  return `${CONTACT_REQUEST_PATH}?${query.toString()}`;
}

/** The simulation a contact form was opened with, or null when it was opened directly. */
export function readSimulationRequest(search: URLSearchParams): SimulationRequest | null {
  const parsed = simulationRequestSchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : null;
}
