/**
 * A CommonJS package required on first use rather than imported at start-up: a few heavy ones
 * (HTML sanitizing, mail, Web Push) serve calls that no start needs, and importing them was a
 * noticeable part of a start. Typed by the caller: `loadOnFirstUse<typeof Package>('package')`.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const loadOnFirstUse = <T>(name: string): (() => T) => {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
};
