import { describe, expect, it } from 'vitest';
import { buildSimulationRequestPath, readSimulationRequest } from './simulation-request.ts';

describe('simulation hand-over to the contact form', () => {
  const request = {
    productId: 2,
    financingType: 'دار البركة',
    amount: 160_000.5,
    duration: 20,
    durationUnit: 'YEARS',
    netSalary: 2_500,
  } as const;

  it('reads back what the simulator wrote, whatever the language of the product name', () => {
    const path = buildSimulationRequestPath(request);
    expect(path.startsWith('/contact-us/request?source=simulator&')).toBe(true);
    const search = new URLSearchParams(path.slice(path.indexOf('?')));
    expect(readSimulationRequest(search)).toEqual({ source: 'simulator', ...request });
  });

  it('is null when the form was opened without a simulation, or with a tampered one', () => {
    expect(readSimulationRequest(new URLSearchParams(''))).toBeNull();
    const path = buildSimulationRequestPath({ ...request, netSalary: -1 });
    expect(readSimulationRequest(new URLSearchParams(path.slice(path.indexOf('?'))))).toBeNull();
  });
});
