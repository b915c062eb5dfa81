/** The appointment request pages, loaded as their own chunk (with the captcha widget and the calendar). */
import '../mantine-styles';

export { AppointmentRequestPage } from './appointment-request-page';
export { AppointmentSuccessPage } from './appointment-success-page';
