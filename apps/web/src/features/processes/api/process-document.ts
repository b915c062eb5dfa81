/** POST secure/api/processes/document: a document the customer joined to a request, saved under its name. */
import { processesEndpoints } from '@baraka/contracts/processes/endpoints';
import type { ProcessDocument } from '@baraka/contracts/processes/schemas';
import { fillPath } from '@baraka/contracts/shared/endpoint';
import { useMutation } from '@tanstack/react-query';
import { apiRequestBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/pdf-data-url';

const { document } = processesEndpoints;

export function useProcessDocument(processId: string) {
  return useMutation({
    mutationFn: async (file: ProcessDocument) => {
      const blob = await apiRequestBlob(fillPath(document.path), {
        method: document.method,
        body: { processId, attachmentId: file.id },
      });
      saveBlob(blob, file.fileName);
    },
  });
}
