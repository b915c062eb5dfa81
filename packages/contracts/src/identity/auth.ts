/** Sign-in calls of spec §7 "Authentication": start, login, logout, session keep-alive and the user profile. */
import { z } from 'zod';
import { featureKeySchema } from '../shared/features.ts';
import { challengeSchema, continueResultSchema } from './challenges.ts';

/** Spec §1: each customer segment belongs to a universe, which picks the colour theme. */
export const UNIVERSE_NAMES = ['start', 'youth', 'premium', 'business'] as const;
export const universeSchema = z.enum(UNIVERSE_NAMES);
export type UniverseName = z.infer<typeof universeSchema>;

export const CUSTOMER_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
export const customerStatusSchema = z.enum(CUSTOMER_STATUSES);

export const CUSTOMER_KINDS = ['INDIVIDUAL', 'COMPANY'] as const;
export const customerKindSchema = z.enum(CUSTOMER_KINDS);
export type CustomerKind = z.infer<typeof customerKindSchema>;

/** Subscription packs of spec §1. */
export const PACKS = ['BASIC', 'BASIC_PLUS'] as const;
export const packSchema = z.enum(PACKS);
export type Pack = z.infer<typeof packSchema>;

export const USER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);

export const customerSegmentSchema = z.object({
  code: z.string(),
  name: z.string(),
  universe: universeSchema,
});

export const roleSummarySchema = z.object({
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});

/** The bank side of a user (spec §3 `bankCustomer`): who the customer is for the bank. */
export const bankCustomerSchema = z.object({
  customerNumber: z.string(),
  kind: customerKindSchema,
  name: z.string(),
  branchName: z.string(),
  bankName: z.string(),
  status: customerStatusSchema,
  pack: packSchema,
  segment: customerSegmentSchema,
  role: roleSummarySchema,
});
export type BankCustomer = z.infer<typeof bankCustomerSchema>;

/** One thing the user may do (spec §6 role services): a process of a service, on these channels. */
export const rolePermissionSchema = z.object({
  serviceName: z.string(),
  processName: z.string(),
  category: z.string(),
  channels: z.array(z.enum(['MOB', 'WEB'])),
  accessLevel: z.literal('ALL'),
});
export type RolePermission = z.infer<typeof rolePermissionSchema>;

/** The user profile of spec §3, returned at login and by the profile call. */
export const userProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullNameAr: z.string().nullable(),
  fullNameEn: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  officePhoneNumber: z.string().nullable(),
  homePhoneNumber: z.string().nullable(),
  cin: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(['M', 'F']).nullable(),
  nationality: z.string().nullable(),
  language: z.string(),
  customerNumber: z.string(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  fullAddress: z.string().nullable(),
  postCode: z.string().nullable(),
  photoUri: z.string().nullable(),
  favouriteRib: z.string().nullable(),
  lastConnexionDate: z.string().nullable(),
  status: userStatusSchema,
  removed: z.boolean(),
  extendedAttributes: z.record(z.string(), z.string()),
  bankCustomer: bankCustomerSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** GET api/oidc/start: where the browser goes to sign in (spec §3 "Start-login response"). */
export const oidcStartSchema = z.object({
  authUrl: z.string(),
  client_id: z.string(),
  redirect_uri: z.string(),
  responseType: z.literal('code'),
  scope: z.string(),
  codeChallengeMethod: z.literal('S256'),
});
export type OidcStart = z.infer<typeof oidcStartSchema>;

// RFC 7636: 43 to 128 characters of the unreserved set.
const codeVerifierSchema = z
  .string()
  .min(43)
  .max(128)
  .regex(/^[A-Za-z0-9\-._~]+$/);

/** POST login: the authorization code the provider returned, with what proves it is ours. */
export const loginRequestSchema = z.object({
  code: z.string().min(1).max(512),
  redirectUri: z.url().max(512),
  codeVerifier: codeVerifierSchema,
  state: z.string().min(1).max(512).optional(),
  iss: z.url().max(512).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** How long a session lives and how the client keeps it alive (spec §9: idle 600 s, ping 120 s). */
export const sessionInfoSchema = z.object({
  expiresAt: z.string(),
  idleExpiresAt: z.string(),
  idleTimeoutSeconds: z.number().int(),
  warningSeconds: z.number().int(),
  pingIntervalSeconds: z.number().int(),
  isDemo: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** What login answers. `token` is set on the MOB channel only; the web channel gets an HttpOnly cookie. */
export const loginResultSchema = z.object({
  token: z.string().nullable(),
  user: userProfileSchema,
  session: sessionInfoSchema,
  features: z.array(featureKeySchema),
  permissions: z.array(rolePermissionSchema),
  /** A first-access step the session must do before anything else (SEQ-406), or null. */
  pendingStep: challengeSchema.nullable(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** A sign-in finished by a challenge step (the fingerprint's signature): the session it opened. */
export const loginContinueResultSchema = continueResultSchema.extend({ genericResponse: loginResultSchema });

export const logoutStartQuerySchema = z.object({ challengeKey: z.string().min(20).max(128).optional() });

/** GET api/oidc/logout/start: the provider page that ends the sign-in there too. */
export const logoutStartSchema = z.object({
  logoutUrl: z.string().nullable(),
});
export type LogoutStart = z.infer<typeof logoutStartSchema>;

/** The current session with the user, for a reloaded page that still holds its cookie. */
export const currentSessionSchema = z.object({
  user: userProfileSchema,
  session: sessionInfoSchema,
  features: z.array(featureKeySchema),
  permissions: z.array(rolePermissionSchema),
  pendingStep: challengeSchema.nullable(),
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;

export { SESSION_LIMITS } from './session-limits.ts';

/** POST secure/logout/others: how many other sessions were ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
