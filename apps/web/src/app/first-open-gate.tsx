/**
 * Shows the first-open tutorial and push prompt once per install on a phone (shell, installed app or
 * narrow browser). Its code and texts load only then: other visitors never download them.
 */
import { lazy, Suspense, useState } from 'react';
import { readFirstOpenContext, shouldShowFirstOpen } from '../features/mobile/first-open';
import { isNativeShell } from '../platform';

const FirstOpenFlow = lazy(() => import('../features/mobile'));

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
