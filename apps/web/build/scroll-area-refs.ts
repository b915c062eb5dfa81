/**
 * Mantine's ScrollArea imports one hook from @floating-ui/react, `useMergeRefs`. A module lives in
 * one chunk: that one import put the whole floating-position library in the entry, with everything
 * the lazy Popover, Menu and Tooltip chunks use of it. ScrollArea gets the same hook from Mantine's
 * hooks instead, and the library goes with the pages that position a floating element.
 */
import type { Plugin } from 'vite';

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const MODULE_ID = '\0scroll-area-merge-refs';

/**
 * Floating UI's `useMergeRefs(refs)` (one callback ref setting every ref given, with their
 * clean-ups), as Mantine's own `useMergedRef(...refs)` already does it.
 */
const MERGE_REFS_SOURCE = `
import { useMergedRef } from '@mantine/hooks';

export const useMergeRefs = (refs) => useMergedRef(...refs);
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
