/** Every namespace of one language, bundled together so a language loads as one chunk. */
import auth from './auth.json';
import challenges from './challenges.json';
import common from './common.json';
import dashboard from './dashboard.json';
import devices from './devices.json';
import errors from './errors.json';
import menu from './menu.json';

export default { auth, challenges, common, dashboard, devices, errors, menu };
