export * from './auth.ts';
export * from './challenges.ts';
export * from './common.ts';
export * from './dev.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './features.ts';
export * from './health.ts';
