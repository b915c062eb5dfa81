/**
 * Control characters in what a caller sends: none may reach the database (its text types refuse a
 * NUL byte) or a log line. Tab, line feed and carriage return stay allowed, for multi-line text.
 */

// A control character (Unicode Cc: C0, DEL and C1) other than tab, line feed and carriage return.
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

// Parsed JSON and query strings; bytes (a file sent as the body) are no text.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

/** The paths of every string (and object key) holding a control character. */
export const findControlCharacters = (value: unknown, path: string[] = []): string[][] => {
  if (typeof value === 'string') {
    return CONTROL_CHARACTER.test(value) ? [path] : [];
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : isRecord(value)
      ? Object.entries(value)
      : [];
  return entries.flatMap(([key, item]) =>
    CONTROL_CHARACTER.test(key) ? [[...path, key]] : findControlCharacters(item, [...path, key]),
  );
};
