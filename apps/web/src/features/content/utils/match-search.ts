/** Case- and accent-insensitive "contains", so "epargne" finds "Épargne" and Arabic works as typed. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064B-\u0652]/g, '')
    .toLowerCase();
}

export function matchesSearch(query: string, ...texts: string[]): boolean {
  const needle = normalizeForSearch(query.trim());
  return needle === '' || texts.some((text) => normalizeForSearch(text).includes(needle));
}
