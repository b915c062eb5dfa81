/**
 * Control characters in what a caller sends: none may reach the database (its text types refuse a
 * NUL byte) or a log line. Tab, line feed and carriage return stay allowed, for multi-line text.
 */

// A control character (Unicode Cc: C0, DEL and C1) other than tab, line feed and carriage return.
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

// Parsed JSON and query strings; bytes (a file sent as the body) are no text.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/** Where a value sits: its key and its parent's place (a path built only for what is reported). */
type Place = { key: string; parent: Place | undefined } | undefined;

const pathOf = (place: Place, root: string[]): string[] => {
  const keys: string[] = [];
  for (let at = place; at !== undefined; at = at.parent) {
    keys.push(at.key);
  }
  return [...root, ...keys.reverse()];
};

/**
 * The paths of every string (and object key) holding a control character, in document order. Walked
 * with a stack of its own, not by recursion, and in time proportional to the input: a body nested
 * thousands of levels deep is refused by the schema that follows, not by a stack overflow here.
 */
export const findControlCharacters = (value: unknown, path: string[] = []): string[][] => {
  const found: string[][] = [];
  const pending: { value: unknown; place: Place }[] = [{ value, place: undefined }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (CONTROL_CHARACTER.test(next.value)) {
        found.push(pathOf(next.place, path));
      }
      continue;
    }
    const entries = Array.isArray(next.value)
      ? next.value.map((item, index) => [String(index), item] as const)
      : isRecord(next.value)
        ? Object.entries(next.value)
        : [];
    // Pushed last to first, so the first entry is looked at first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as readonly [string, unknown];
      const place = { key, parent: next.place };
      // A key holding a control character is reported in its value's place (its value is not searched).
      pending.push({ value: CONTROL_CHARACTER.test(key) ? key : item, place });
    }
  }
  return found;
};
