/** What other areas use of captcha. */
export { captchaModule } from './captcha.routes.ts';
