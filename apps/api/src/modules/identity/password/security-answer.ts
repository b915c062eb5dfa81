/** Security question answers are compared in a normal form: case, spaces and accents do not count. */
export const normalizeAnswer = (answer: string): string =>
  answer.normalize('NFKD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
