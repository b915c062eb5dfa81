/** Gestures of the phone layout (spec §9 mobile width ≤ 768 px): pull-to-refresh on every list page. */
import { PullToRefresh } from '../components/ui/pull-to-refresh';
import { useIsMobile } from './shells/use-is-mobile';

export function PhoneGestures() {
  return <PullToRefresh isEnabled={useIsMobile()} />;
}
