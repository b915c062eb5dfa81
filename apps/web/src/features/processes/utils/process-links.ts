/** The address of a request's page: the id travels in the query string like other detail routes. */
export const PROCESS_ID_PARAM = 'process';

export const toProcessTaskUrl = (processId: string) =>
  `/credit-process/task?${PROCESS_ID_PARAM}=${encodeURIComponent(processId)}`;
