/** POST secure/api/funding/schedule-pdf: the schedule as a PDF in the page's language, saved under its name. */
import { financingEndpoints } from '@baraka/contracts/financing/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { savePdf } from '../../../lib/pdf-data-url';

export function useSchedulePdf() {
  return useMutation({
    mutationFn: async (loanId: string) =>
      savePdf(await call(financingEndpoints.schedulePdf, { body: { loanId } })),
  });
}
