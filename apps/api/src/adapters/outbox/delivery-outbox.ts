/** The production outbox: e-mail over SMTP (nodemailer), SMS through the bank's HTTP gateway. */
import type Nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { loadOnFirstUse } from '../../lib/load-on-first-use.ts';
import type { OutboxConfig } from '../../outbox-config.ts';
import type { Outbox } from './outbox.ts';

type DeliveryConfig = Extract<OutboxConfig, { adapter: 'delivery' }>;

/** The one thing the outbox needs from a mail transport (tests give their own). */
export type MailTransport = { sendMail(mail: SendMailOptions): Promise<unknown> };

const loadNodemailer = loadOnFirstUse<typeof Nodemailer>('nodemailer');

const SMS_TIMEOUT_MS = 10_000;

/** Tunisian numbers are stored as 8 digits; the gateway gets them in international form. */
const toInternational = (phone: string): string => (/^\d{8}$/.test(phone) ? `+216${phone}` : phone);

export const sendSms = async (
  config: Pick<DeliveryConfig, 'smsGatewayUrl' | 'smsGatewayToken' | 'smsSender'>,
  to: string,
  text: string,
): Promise<void> => {
  const response = await fetch(config.smsGatewayUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.smsGatewayToken ? { authorization: `Bearer ${config.smsGatewayToken}` } : {}),
    },
    body: JSON.stringify({ from: config.smsSender, to: toInternational(to), text }),
    signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new Error(`SMS gateway answered ${response.status}`);
  }
};

export const createDeliveryOutbox = (
  config: DeliveryConfig,
  transport: MailTransport = loadNodemailer().createTransport(config.smtpUrl),
): Outbox => ({
  kind: 'delivery',
  send: async (message) => {
    if (message.channel === 'SMS') {
      await sendSms(config, message.to, message.body);
      return;
    }
    await transport.sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject ?? 'Al Baraka',
      text: message.body,
    });
  },
});
