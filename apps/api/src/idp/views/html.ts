/** Tiny HTML helpers for the provider's server-rendered pages: everything interpolated is escaped. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Already-safe markup, so `html` does not escape it twice. */
export type SafeHtml = { readonly __html: string };
export const raw = (markup: string): SafeHtml => ({ __html: markup });

type Value = string | number | SafeHtml | SafeHtml[] | null | undefined | false;

const render = (value: Value): string => {
  if (value === null || value === undefined || value === false) {
    return '';
  }
  if (Array.isArray(value)) {
    return value.map((item) => item.__html).join('');
  }
  if (typeof value === 'object') {
    return value.__html;
  }
  return escapeHtml(String(value));
};

/** Tagged template: `html\`<p>${text}</p>\`` escapes `text` unless it is SafeHtml. */
export const html = (strings: TemplateStringsArray, ...values: Value[]): SafeHtml =>
  raw(
    strings.reduce(
      (out, part, index) => out + part + (index < values.length ? render(values[index]) : ''),
      '',
    ),
  );
