/** The sign-in area's pages, loaded together as one chunk. */
export { DemoPage } from './demo-page';
export { FirstAccessPage } from './first-access-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginCallbackPage } from './login-callback-page';
export { LoginPage } from './login-page';
export { NewPasswordPage } from './new-password-page';
