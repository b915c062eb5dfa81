/**
 * Spec §9: idle 600 s, then a 300 s countdown on the web; a ping every 120 s; never more than 12 h.
 * A module of its own, without schemas: the web app's first download reads it, not the sign-in schemas.
 */
export const SESSION_LIMITS = {
  idleSeconds: 600,
  warningSeconds: 300,
  pingSeconds: 120,
  absoluteSeconds: 12 * 60 * 60,
} as const;
