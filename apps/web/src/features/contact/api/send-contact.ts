/** POST contactUs/sendContact: stores the request and answers its receipt. */
import type { ContactReceipt } from '@baraka/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sendContact = (request: Record<string, unknown>) =>
  apiRequest<ContactReceipt>('contactUs/sendContact', { method: 'POST', body: request });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
