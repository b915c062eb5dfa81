/**
 * A password input with a button that shows or hides what was typed. The button appears only once
 * `show-password.js` runs (without scripts the field still works, hidden).
 */
import type { Language } from '@baraka/contracts';
import { html, type SafeHtml } from './html.ts';
import { IDP_TEXTS } from './idp-texts.ts';
import { IDP_ASSETS_PATH } from './layout.ts';

export const SHOW_PASSWORD_SCRIPT = `${IDP_ASSETS_PATH}/show-password.js`;

export const renderPasswordField = (language: Language, input: SafeHtml, inputId: string): SafeHtml => {
  const texts = IDP_TEXTS[language];
  return html`<div class="password-field">
    ${input}
    <button type="button" class="reveal" hidden aria-pressed="false" aria-controls="${inputId}"
      data-show-password="${inputId}" data-show-label="${texts.showPassword}" data-hide-label="${texts.hidePassword}"
    >${texts.showPassword}</button>
  </div>`;
};
