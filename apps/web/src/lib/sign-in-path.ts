/**
 * Where a "sign in" button leads: the login page, told to go straight on to the bank's sign-in page
 * (the person already chose to sign in; the app's own login card would be a second step).
 */
export const SIGN_IN_START_PARAM = 'start';
export const SIGN_IN_NOW_PATH = `/auth/login?${SIGN_IN_START_PARAM}=1`;
