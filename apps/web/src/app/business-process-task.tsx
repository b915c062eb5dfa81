/**
 * `/business-process-store/task`: the task of a business process. With `?process=` a signed-in
 * customer's request on the process engine (the financing request page and its task); otherwise the
 * digital onboarding application kept on this device, as before.
 */
import type { ComponentType } from 'react';
import { PROCESS_ID_PARAM } from '../features/processes/utils/process-links';
import { useSearchParams } from '../lib/router';
import { isSignedIn, useSession } from '../lib/session-store';
import type { RoutePageProps } from './page-loaders';

export type BusinessProcessTask = 'request' | 'onboarding';

export const pickBusinessProcessTask = (search: URLSearchParams, isSigned: boolean): BusinessProcessTask =>
  isSigned && search.get(PROCESS_ID_PARAM) ? 'request' : 'onboarding';

export function toBusinessProcessTaskPage(pages: {
  onboarding: ComponentType<RoutePageProps>;
  request: ComponentType<RoutePageProps>;
}): ComponentType<RoutePageProps> {
  return function BusinessProcessTaskPage(props: RoutePageProps) {
    const [search] = useSearchParams();
    const Page = pages[pickBusinessProcessTask(search, isSignedIn(useSession()))];
    return <Page {...props} />;
  };
}
