/** The provider's sign-in form. Errors never say which of the username or password was wrong. */
import type { Language } from '@baraka/contracts';
import { html } from './html.ts';
import { fill, IDP_TEXTS } from './idp-texts.ts';
import { renderLayout } from './layout.ts';
import { renderPasswordField, SHOW_PASSWORD_SCRIPT } from './password-field.ts';

export type LoginError = { kind: 'invalid' } | { kind: 'missing' } | { kind: 'locked'; minutes: number };

export type LoginPageInput = {
  language: Language;
  isDark: boolean;
  action: string;
  abortAction: string;
  forgotPasswordHref: string;
  /** Spec §7 `fip`: the app can sign in with the fingerprint; this posts back to let it. */
  fingerprintAction?: string;
  languageHref: (language: Language) => string;
  username?: string;
  error?: LoginError;
};

const errorText = (language: Language, error: LoginError): string => {
  const texts = IDP_TEXTS[language].login;
  switch (error.kind) {
    case 'locked':
      return fill(texts.locked, { minutes: error.minutes });
    case 'missing':
      return texts.missingFields;
    default:
      return texts.invalidCredentials;
  }
};

export const renderLoginPage = (input: LoginPageInput): string => {
  const { language, error } = input;
  const texts = IDP_TEXTS[language].login;
  const hasError = error !== undefined;
  const body = html`
    <h1>${texts.title}</h1>
    <p class="intro">${texts.intro}</p>
    ${hasError ? html`<div class="alert" role="alert" id="login-error">${errorText(language, error)}</div>` : ''}
    <form method="post" action="${input.action}" class="form" novalidate>
      <input type="hidden" name="lang" value="${language}">
      <label for="username">${texts.username}</label>
      <input id="username" name="username" type="text" autocomplete="username" autocapitalize="none"
        spellcheck="false" maxlength="64" required value="${input.username ?? ''}"
        ${hasError ? html`aria-describedby="login-error"` : ''} ${input.username ? '' : html`autofocus`}>
      <label for="password">${texts.password}</label>
      ${renderPasswordField(
        language,
        html`<input id="password" name="password" type="password" autocomplete="current-password"
          maxlength="128" required ${input.username ? html`autofocus` : ''}>`,
        'password',
      )}
      <button type="submit" class="primary">${texts.submit}</button>
    </form>
    ${
      input.fingerprintAction
        ? html`<form method="post" action="${input.fingerprintAction}" class="fingerprint">
        <button type="submit" class="outline" data-testid="idp-fingerprint">${texts.fingerprint}</button>
      </form>`
        : ''
    }
    <div class="secondary-actions">
      <a href="${input.forgotPasswordHref}">${texts.forgotPassword}</a>
      <form method="post" action="${input.abortAction}">
        <button type="submit" class="link">${texts.cancel}</button>
      </form>
    </div>`;
  return renderLayout({
    language,
    isDark: input.isDark,
    title: texts.title,
    body,
    languageHref: input.languageHref,
    scripts: [SHOW_PASSWORD_SCRIPT],
  });
};
