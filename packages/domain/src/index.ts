export * from './money/currency.ts';
export * from './money/money.ts';
export * from './permissions/catalogue.ts';
export * from './permissions/features.ts';
export * from './permissions/role-grants.ts';
export * from './permissions/roles.ts';
export * from './security/lockout-policy.ts';
export * from './security/password-policy.ts';
