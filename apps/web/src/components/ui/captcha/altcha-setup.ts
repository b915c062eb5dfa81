/**
 * Loads the ALTCHA widget in its strict-CSP build: its styles come from a stylesheet and its
 * proof-of-work runs in a worker file served by us (no inline script, no blob worker), so it works
 * under `script-src 'self'`. Imported only by the captcha field, hence only by pages with a form.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/ar';
import 'altcha/i18n/fr-fr';
import ShaWorker from 'altcha/workers/sha?worker';

// The API's challenges use SHA-256 (see the API's captcha adapter).
globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());
