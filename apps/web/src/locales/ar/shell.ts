/** The texts every page may show, in one chunk loaded before the first paint (see lib/i18n.ts). */
import auth from './auth.json';
import challenges from './challenges.json';
import common from './common.json';
import errors from './errors.json';
import forms from './forms.json';
import menu from './menu.json';

export default { auth, challenges, common, errors, forms, menu };
