import type { FinancingSummary } from '@baraka/contracts/financing/schemas';
import type { ProcessView } from '@baraka/contracts/processes/schemas';
import { describe, expect, it } from 'vitest';
import { toCustomerPrefill } from './customer-prefill';

const loan = (installmentAmount: string, status: FinancingSummary['status'] = 'IN_PROGRESS') =>
  ({ installmentAmount, status, currency: 'TND' }) as FinancingSummary;
const request = (processName: ProcessView['processName'], monthlyIncome?: string) =>
  ({ processName, variables: monthlyIncome === undefined ? {} : { monthlyIncome } }) as ProcessView;

describe('a simulator prefilled from the customer’s data', () => {
  it('adds up the instalments of the running financings, to the millime', () => {
    expect(toCustomerPrefill([loan('412.345'), loan('100.100'), loan('900.000', 'COMPLETED')], [])).toEqual({
      otherFinancing: 512.445,
    });
  });

  it('takes the income of the latest financing request, not of other processes', () => {
    const requests = [
      request('CONTACT_REQUEST'),
      request('FINANCING_REQUEST', '3200'),
      request('FINANCING_REQUEST', '2000'),
    ];
    expect(toCustomerPrefill([], requests)).toEqual({ netSalary: 3200 });
  });

  it('sets nothing the data does not give', () => {
    expect(toCustomerPrefill([], [request('FINANCING_REQUEST', '')])).toEqual({});
  });
});
