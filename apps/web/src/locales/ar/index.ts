/** Every namespace of one language, bundled together so a language loads as one chunk. */
import auth from './auth.json';
import calculator from './calculator.json';
import common from './common.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import forms from './forms.json';
import menu from './menu.json';

export default { auth, calculator, common, dashboard, errors, forms, menu };
