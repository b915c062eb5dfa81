/** What the financing calls take (spec §7 "Loans"). */
import { z } from 'zod';

export const loanIdSchema = z.object({ loanId: z.uuid() });
export type LoanIdRequest = z.infer<typeof loanIdSchema>;

export const financingRepaymentRunSchema = z.object({
  /** The bank's day to run the repayments for (YYYY-MM-DD); today when absent. */
  date: z.iso.date().optional(),
});
