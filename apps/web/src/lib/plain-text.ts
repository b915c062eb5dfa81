/** The text of sanitised HTML, for card excerpts (the browser parses it; nothing is rendered). */
export function toPlainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
