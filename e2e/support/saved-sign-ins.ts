/**
 * One saved sign-in per person and language for the whole run: the browser storage (session cookie,
 * device id, language) of a context that signed in through the provider, in the run's folder.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import type { Language } from './browser.ts';

const pathOf = (username: string, language: Language) =>
  join(inject('signInsDir'), `${username}-${language}.json`);

/** The file to open a context with, or undefined when this person has not signed in in this language yet. */
export function findSavedSignIn(username: string, language: Language): string | undefined {
  const path = pathOf(username, language);
  return existsSync(path) ? path : undefined;
}

/** Saves (or replaces) the sign-in; written aside then moved, so a reader never sees half a file. */
export async function saveSignIn(context: BrowserContext, username: string, language: Language) {
  const path = pathOf(username, language);
  const partial = `${path}.${randomUUID()}.partial`;
  await context.storageState({ path: partial });
  renameSync(partial, path);
}
