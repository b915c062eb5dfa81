/** Every table of the API; drizzle-kit reads this file to generate migrations. */
export * from './app-meta.ts';
export * from './appointments.ts';
export * from './catalogue.ts';
export * from './challenges.ts';
export * from './content.ts';
export * from './currencies.ts';
export * from './identity.ts';
export * from './idp.ts';
export * from './locator.ts';
export * from './simulators.ts';
