/** The page frame shared by every provider page: brand bar, language links, card, footer. */
import { LANGUAGES, type Language } from '@baraka/contracts';
import { html, type SafeHtml } from './html.ts';
import { fill, IDP_TEXTS } from './idp-texts.ts';

export const IDP_ASSETS_PATH = '/idp/assets';

const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

export type LayoutInput = {
  language: Language;
  isDark: boolean;
  title: string;
  body: SafeHtml;
  /** Where each language link points (the same page in that language); absent hides the switcher. */
  languageHref?: (language: Language) => string;
  /** Extra scripts, same origin only (the CSP allows no inline script). */
  scripts?: string[];
};

// The product's mark, as in the web app: two interlaced squares on the orange-to-red tile.
const LOGO = html`<svg class="logo" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
  <defs><linearGradient id="logo-tile" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#F17030"></stop><stop offset="1" stop-color="#C62032"></stop>
  </linearGradient></defs>
  <rect width="48" height="48" rx="12" fill="url(#logo-tile)"></rect>
  <g fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round">
    <rect x="14" y="14" width="20" height="20"></rect>
    <rect x="14" y="14" width="20" height="20" transform="rotate(45 24 24)"></rect>
  </g>
  <circle cx="24" cy="24" r="4.2" fill="#fff"></circle>
</svg>`;

const renderLanguageLinks = (current: Language, hrefOf: (language: Language) => string, label: string) =>
  html`<nav class="languages" aria-label="${label}">
    ${LANGUAGES.map((language) =>
      language === current
        ? html`<span class="language" aria-current="true" lang="${language}">${LANGUAGE_NAMES[language]}</span>`
        : html`<a class="language" href="${hrefOf(language)}" lang="${language}" hreflang="${language}">${LANGUAGE_NAMES[language]}</a>`,
    )}
  </nav>`;

export const renderLayout = ({
  language,
  isDark,
  title,
  body,
  languageHref,
  scripts = [],
}: LayoutInput): string => {
  const texts = IDP_TEXTS[language];
  const page = html`<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}" data-theme="${isDark ? 'dark' : 'light'}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${title} — ${texts.brand}</title>
  <link rel="icon" type="image/svg+xml" href="/favicon.svg">
  <link rel="stylesheet" href="${IDP_ASSETS_PATH}/idp.css">
  ${scripts.map((src) => html`<script src="${src}" defer></script>`)}
</head>
<body>
  <header class="bar">
    <div class="brand">${LOGO}<span class="brand-name">${texts.brand}</span><span class="brand-tagline">${texts.tagline}</span></div>
    ${languageHref ? renderLanguageLinks(language, languageHref, texts.languageLabel) : ''}
  </header>
  <main class="main" id="main">
    <div class="card">${body}</div>
    <p class="notice">${texts.secureNotice}</p>
  </main>
  <footer class="footer">${fill(texts.copyright, { year: new Date().getFullYear() })}</footer>
</body>
</html>`;
  return page.__html;
};
