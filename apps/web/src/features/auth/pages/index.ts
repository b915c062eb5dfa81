/** The sign-in area's pages, loaded together as one chunk. */
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
