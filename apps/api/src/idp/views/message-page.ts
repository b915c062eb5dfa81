/** One-message pages of the provider: errors, logout confirmation, signed out. */
import type { Language } from '@baraka/contracts';
import { html } from './html.ts';
import { fill, IDP_TEXTS } from './idp-texts.ts';
import { IDP_ASSETS_PATH, renderLayout } from './layout.ts';

export const renderErrorPage = (input: {
  language: Language;
  isDark: boolean;
  backHref: string;
  code?: string;
}): string => {
  const texts = IDP_TEXTS[input.language].error;
  const body = html`
    <h1>${texts.title}</h1>
    <p>${texts.body}</p>
    ${input.code ? html`<p class="reference">${fill(texts.reference, { code: input.code })}</p>` : ''}
    <a class="button primary" href="${input.backHref}">${texts.back}</a>`;
  return renderLayout({ language: input.language, isDark: input.isDark, title: texts.title, body });
};

/**
 * `form` is the provider's own hidden form (its XSRF token). When the web app asked for the logout
 * (a verified id_token_hint), a same-origin script confirms at once; otherwise the person chooses.
 */
export const renderLogoutPage = (input: {
  language: Language;
  isDark: boolean;
  form: string;
  isAutomatic: boolean;
}): string => {
  const texts = IDP_TEXTS[input.language].logout;
  const body = html`
    <h1>${texts.title}</h1>
    <p>${texts.body}</p>
    ${{ __html: input.form }}
    <div class="stack" ${input.isAutomatic ? html`data-auto-logout="true"` : ''}>
      <button type="submit" form="op.logoutForm" name="logout" value="yes" class="primary" id="logout-confirm">${texts.confirm}</button>
      <button type="submit" form="op.logoutForm" class="link">${texts.stay}</button>
    </div>`;
  return renderLayout({
    language: input.language,
    isDark: input.isDark,
    title: texts.title,
    body,
    scripts: input.isAutomatic ? [`${IDP_ASSETS_PATH}/logout.js`] : [],
  });
};

export const renderLoggedOutPage = (input: {
  language: Language;
  isDark: boolean;
  backHref: string;
}): string => {
  const texts = IDP_TEXTS[input.language].loggedOut;
  const body = html`
    <h1>${texts.title}</h1>
    <p>${texts.body}</p>
    <a class="button primary" href="${input.backHref}">${texts.back}</a>`;
  return renderLayout({ language: input.language, isDark: input.isDark, title: texts.title, body });
};
