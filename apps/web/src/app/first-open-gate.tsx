/**
 * Shows the first-open tutorial and push prompt once per install on a phone (shell, installed app or
 * narrow browser). Its code and texts load only then: other visitors never download them. It is
 * drawn beside the router, not inside a page, so its code and texts load alongside the first page's
 * rather than after them: the tutorial is what a first visit on a phone sees first.
 */
import { lazy, Suspense, useState } from 'react';
import { readFirstOpenContext, shouldShowFirstOpen } from '../features/mobile/first-open';
import { ensureNamespacesLoaded, getCurrentLanguage } from '../lib/i18n';
import { isNativeShell } from '../platform';

const FirstOpenFlow = lazy(() =>
  Promise.all([import('../features/mobile'), ensureNamespacesLoaded(getCurrentLanguage(), ['mobile'])]).then(
    ([flow]) => flow,
  ),
);

export function FirstOpenGate() {
  const [isShown, setIsShown] = useState(() => shouldShowFirstOpen(readFirstOpenContext(isNativeShell())));
  if (!isShown) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <FirstOpenFlow onDone={() => setIsShown(false)} />
    </Suspense>
  );
}
