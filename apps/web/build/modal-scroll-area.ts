/**
 * Mantine's Modal and Drawer import ScrollArea only to compare it with their `scrollAreaComponent`
 * prop (`=== ScrollArea.Autosize`, to mark the dialog `data-offset-scrollbars`); they scroll with a
 * plain box unless given another component. The app never gives one, so the web build hands them a
 * stand-in that equals nothing: Mantine's scroll area (its custom scrollbars, and the positioning
 * code it brings) stays out of every page that opens a dialog, the phone's first-visit tutorial
 * among them. A page that uses ScrollArea itself still gets the real one.
 */
import type { Plugin } from 'vite';

const DIALOG_ROOT =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal[\\/]ModalRoot|Drawer[\\/]DrawerRoot)\.mjs$/;
const SCROLL_AREA = '../ScrollArea/ScrollArea.mjs';
const MODULE_ID = '\0dialog-scroll-area';

export const modalScrollArea = (): Plugin => ({
  name: 'baraka-modal-scroll-area',
  enforce: 'pre',
  resolveId(source, importer) {
    return source === SCROLL_AREA && importer && DIALOG_ROOT.test(importer) ? MODULE_ID : null;
  },
  load(id) {
    return id === MODULE_ID ? 'export const ScrollArea = { Autosize: {} };' : null;
  },
});
