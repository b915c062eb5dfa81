/**
 * The application this browser is filling: its id and resume token, kept in localStorage so the
 * applicant can come back later (the server keeps only the token's hash).
 */
import { readStored, removeStored, writeStored } from '../../../lib/storage';

const STORAGE_KEY = 'baraka.onboarding';

export type StoredApplication = { applicationId: string; token: string };

export function getStoredApplication(): StoredApplication | null {
  try {
    const parsed: unknown = JSON.parse(readStored(STORAGE_KEY) ?? 'null');
    const candidate = parsed as Partial<StoredApplication> | null;
    return typeof candidate?.applicationId === 'string' && typeof candidate.token === 'string'
      ? { applicationId: candidate.applicationId, token: candidate.token }
      : null;
  } catch {
    return null;
  }
}

export function storeApplication(application: StoredApplication): void {
  writeStored(STORAGE_KEY, JSON.stringify(application));
}

export function forgetApplication(): void {
  removeStored(STORAGE_KEY);
}
