/**
 * The hardware back button (spec §2): an open dialog or menu is closed first, as Android users
 * expect; on a page holding typed input it asks COMMON.CONFIRM_LEAVE_PAGE; then it goes back, or
 * leaves the app from its first page.
 */
import type { Platform, Unsubscribe } from './types';

export type BackNavigation = {
  /** Closes an open dialog, drawer or menu; true when there was one. */
  closeOverlay: () => boolean;
  /** Whether the page holds typed input a departure would lose (a form page being filled). */
  isFormPage: () => boolean;
  /** Shows COMMON.CONFIRM_LEAVE_PAGE; true when the person chooses to leave. */
  confirmLeave: () => Promise<boolean>;
  goBack: () => void;
};

export function installBackNavigation(
  platform: Pick<Platform, 'onBackButton' | 'exitApp'>,
  { closeOverlay, isFormPage, confirmLeave, goBack }: BackNavigation,
): Unsubscribe {
  let isAsking = false;
  const leave = (canGoBack: boolean) => {
    if (canGoBack) {
      goBack();
    } else {
      platform.exitApp();
    }
  };
  return platform.onBackButton((canGoBack) => {
    // A second press while the question is open changes nothing: the dialog answers.
    if (isAsking || closeOverlay()) {
      return;
    }
    if (!isFormPage()) {
      leave(canGoBack);
      return;
    }
    isAsking = true;
    confirmLeave()
      .then((isLeaving) => {
        if (isLeaving) {
          leave(canGoBack);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        isAsking = false;
      });
  });
}
