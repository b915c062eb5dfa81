/**
 * First access (auth-pwd-001): the provider asks for a new password, with the policy stated, in the
 * person's choice of language, each field with a button to show what was typed.
 */
import type { Language } from '@baraka/contracts';
import { PASSWORD_RULES, type PasswordRule } from '@baraka/domain';
import { html } from './html.ts';
import { IDP_TEXTS } from './idp-texts.ts';
import { renderLayout } from './layout.ts';
import { renderPasswordField, SHOW_PASSWORD_SCRIPT } from './password-field.ts';

export type PasswordPageError =
  | { kind: 'rules'; rules: PasswordRule[] }
  | { kind: 'mismatch' }
  | { kind: 'same' };

export type PasswordPageInput = {
  language: Language;
  isDark: boolean;
  action: string;
  languageHref: (language: Language) => string;
  error?: PasswordPageError;
};

// The policy shown to people: the length cap only matters when it is broken.
const SHOWN_RULES = PASSWORD_RULES.filter((rule) => rule !== 'maxLength');

export const renderPasswordPage = ({
  language,
  isDark,
  action,
  languageHref,
  error,
}: PasswordPageInput): string => {
  const texts = IDP_TEXTS[language].password;
  const broken = new Set(error?.kind === 'rules' ? error.rules : []);
  const message =
    error?.kind === 'mismatch' ? texts.mismatch : error?.kind === 'same' ? texts.sameAsCurrent : null;
  const rules = error?.kind === 'rules' && broken.has('maxLength') ? PASSWORD_RULES : SHOWN_RULES;
  const body = html`
    <h1>${texts.title}</h1>
    <p class="intro">${texts.intro}</p>
    ${message ? html`<div class="alert" role="alert" id="password-error">${message}</div>` : ''}
    <form method="post" action="${action}" class="form" novalidate>
      <input type="hidden" name="lang" value="${language}">
      <label for="new-password">${texts.newPassword}</label>
      ${renderPasswordField(
        language,
        html`<input id="new-password" name="newPassword" type="password" autocomplete="new-password"
          maxlength="256" required autofocus aria-describedby="password-rules${message ? ' password-error' : ''}">`,
        'new-password',
      )}
      <label for="confirm-password">${texts.confirmPassword}</label>
      ${renderPasswordField(
        language,
        html`<input id="confirm-password" name="confirmPassword" type="password" autocomplete="new-password"
          maxlength="256" required>`,
        'confirm-password',
      )}
      <div class="rules" id="password-rules">
        <p>${texts.rulesTitle}</p>
        <ul>
          ${rules.map((rule) =>
            broken.has(rule)
              ? html`<li class="broken" role="alert">${texts.rules[rule]}</li>`
              : html`<li>${texts.rules[rule]}</li>`,
          )}
        </ul>
      </div>
      <button type="submit" class="primary">${texts.submit}</button>
    </form>`;
  return renderLayout({
    language,
    isDark,
    title: texts.title,
    body,
    languageHref,
    scripts: [SHOW_PASSWORD_SCRIPT],
  });
};
