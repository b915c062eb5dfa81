/** Where SMS and e-mail go: kept in the database (embedded default) or delivered (SMTP + HTTP gateway). */
import { z } from 'zod';

export const outboxEnvSchema = z.object({
  OUTBOX_ADAPTER: z.enum(['embedded', 'delivery']).default('embedded'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Al Baraka <no-reply@albaraka.example>'),
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(8).optional(),
  SMS_SENDER: z.string().min(1).max(11).default('ALBARAKA'),
});

export type OutboxConfig =
  | { adapter: 'embedded' }
  | {
      adapter: 'delivery';
      smtpUrl: string;
      mailFrom: string;
      smsGatewayUrl: string;
      smsGatewayToken: string | undefined;
      smsSender: string;
    };

export const buildOutboxConfig = (vars: z.infer<typeof outboxEnvSchema>): OutboxConfig => {
  if (vars.OUTBOX_ADAPTER === 'embedded') {
    return { adapter: 'embedded' };
  }
  if (!vars.SMTP_URL || !vars.SMS_GATEWAY_URL) {
    throw new Error('OUTBOX_ADAPTER=delivery needs SMTP_URL and SMS_GATEWAY_URL');
  }
  return {
    adapter: 'delivery',
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    smsGatewayUrl: vars.SMS_GATEWAY_URL,
    smsGatewayToken: vars.SMS_GATEWAY_TOKEN,
    smsSender: vars.SMS_SENDER,
  };
};
