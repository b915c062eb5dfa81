/** The text of sanitised HTML, for card excerpts (the browser parses it; nothing is rendered). */

/** Ends of blocks and line breaks: the text after them is a new sentence or line. */
const BLOCK_END = /<\/(?:p|div|li|h[1-6]|blockquote|tr|td|th)>|<br\s*\/?>/gi;

/** A space after each block, so "…agence.</p><p>Rendez-vous" reads "…agence. Rendez-vous", not "agence.Rendez-vous". */
export function separateBlocks(html: string): string {
  return html.replace(BLOCK_END, (tag) => `${tag} `);
}

export function toPlainText(html: string): string {
  const document = new DOMParser().parseFromString(separateBlocks(html), 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
