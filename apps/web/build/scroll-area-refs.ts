/**
 * Mantine's ScrollArea (inside every Modal and Drawer, so in the first download) imports one hook from
 * @floating-ui/react, `useMergeRefs`. A module lives in one chunk: that one import put the whole
 * floating-position library in the entry, with everything the lazy Popover, Menu and Tooltip chunks
 * use of it. ScrollArea gets the same hook from a module of its own instead, and the library goes
 * with the pages that position a floating element.
 */
import type { Plugin } from 'vite';

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const MODULE_ID = '\0scroll-area-merge-refs';

/** Floating UI's `useMergeRefs` (one callback ref setting every ref given, with their clean-ups). */
const MERGE_REFS_SOURCE = `
import { useCallback, useMemo, useRef } from 'react';

export function useMergeRefs(refs) {
  const cleanupRef = useRef(undefined);
  const refEffect = useCallback((instance) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) {
        return undefined;
      }
      if (typeof ref === 'function') {
        const cleanup = ref(instance);
        return typeof cleanup === 'function' ? cleanup : () => ref(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => {
      for (const cleanup of cleanups) {
        cleanup?.();
      }
    };
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) {
      return null;
    }
    return (value) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) {
        cleanupRef.current = refEffect(value);
      }
    };
  }, refs);
}
`;

export const scrollAreaRefs = (): Plugin => ({
  name: 'baraka-scroll-area-refs',
  enforce: 'pre',
  resolveId(source, importer) {
    return source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer) ? MODULE_ID : null;
  },
  load(id) {
    return id === MODULE_ID ? MERGE_REFS_SOURCE : null;
  },
});
