/** Stores a contact request and answers its receipt. */
import { contactEndpoints } from '@baraka/contracts/contact/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

export const sendContact = (request: Record<string, unknown>) =>
  call(contactEndpoints.send, { body: request });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
