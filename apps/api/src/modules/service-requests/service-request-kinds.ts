/** Which forms file which kind of request, and the reference prefix of each kind. */
import type { FormCategory, ServiceRequestKind } from '@baraka/contracts';

export const REFERENCE_PREFIXES: Record<ServiceRequestKind, string> = {
  RECLAMATION: 'REC',
  SUGGESTION: 'SUG',
  E_REQUEST: 'DEM',
};

/** The kind a form files, or null for forms that are not service requests (contact, onboarding). */
export function kindOfCategory(category: FormCategory): ServiceRequestKind | null {
  return category === 'RECLAMATION' || category === 'SUGGESTION' || category === 'E_REQUEST'
    ? category
    : null;
}

export const formatServiceReference = (kind: ServiceRequestKind, year: number, number: number) =>
  `${REFERENCE_PREFIXES[kind]}-${year}-${String(number).padStart(6, '0')}`;
