/** The contact pages, loaded as their own chunk (with the captcha widget and the file field). */
import '../mantine-styles';

export { ContactRequestPage } from './contact-request-page';
export { ContactSuccessPage } from './contact-success-page';
