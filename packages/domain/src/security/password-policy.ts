/** The stated password policy (first access, reset): the same rules in the form and on the server. */

export const PASSWORD_POLICY = { minLength: 10, maxLength: 128 } as const;

export const PASSWORD_RULES = [
  'minLength',
  'maxLength',
  'lowercase',
  'uppercase',
  'digit',
  'symbol',
  'noUsername',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const CHECKS: Record<PasswordRule, (password: string, username: string) => boolean> = {
  minLength: (password) => [...password].length >= PASSWORD_POLICY.minLength,
  maxLength: (password) => [...password].length <= PASSWORD_POLICY.maxLength,
  lowercase: (password) => /\p{Ll}/u.test(password),
  uppercase: (password) => /\p{Lu}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
  symbol: (password) => /[^\p{L}\p{Nd}\s]/u.test(password),
  noUsername: (password, username) =>
    username.trim().length < 3 || !password.toLowerCase().includes(username.trim().toLowerCase()),
};

/** The rules `password` breaks, in the policy's order; empty when it is acceptable. */
export function findPasswordProblems(password: string, username = ''): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !CHECKS[rule](password, username));
}

export function isPasswordAcceptable(password: string, username = ''): boolean {
  return findPasswordProblems(password, username).length === 0;
}
