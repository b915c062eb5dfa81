/** Every table of the API; drizzle-kit reads this file to generate migrations. */
export * from './app-meta.ts';
export * from './challenges.ts';
export * from './identity.ts';
export * from './idp.ts';
