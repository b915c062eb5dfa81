/** The embedded core bank's ledger: the only code that moves money. */
export * from './bank-accounts.ts';
export * from './entry-input.ts';
export * from './holds.ts';
export * from './idempotency.ts';
export * from './open-account.ts';
export * from './post-entry.ts';
