/** The sign-in pages, loaded together as one chunk (the devices page loads on its own). */

export { ChangePasswordPage } from './change-password-page';
export { ChosePackPage } from './chose-pack-page';
export { ConfirmPasswordPage } from './confirm-password-page';
export { DemoPage } from './demo-page';
export { FirstAccessPage } from './first-access-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginCallbackPage } from './login-callback-page';
export { LoginPage } from './login-page';
export { NewPasswordPage } from './new-password-page';
export { NumberValidationPage } from './number-validation-page';
export { RegisterPage } from './register-page';
export { WelcomePage } from './welcome-page';
