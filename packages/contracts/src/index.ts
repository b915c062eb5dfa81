export * from './common.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './features.ts';
export * from './forms.ts';
export * from './health.ts';
export * from './simulation-request.ts';
export * from './simulators.ts';
