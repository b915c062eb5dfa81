import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryOutbox } from './delivery-outbox.ts';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

describe('delivery outbox (production adapter)', () => {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  let answerStatus = 200;
  const gateway = createServer(async (request, response) => {
    received.push({ headers: request.headers, body: JSON.parse(await readBody(request)) });
    response.writeHead(answerStatus).end();
  });
  let gatewayUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
  });
  afterAll(async () => {
    await new Promise((resolve) => gateway.close(resolve));
  });

  const build = () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const outbox = createDeliveryOutbox(
      {
        adapter: 'delivery',
        smtpUrl: 'smtp://mail.example:587',
        mailFrom: 'Al Baraka <no-reply@albaraka.example>',
        smsGatewayUrl: gatewayUrl,
        smsGatewayToken: 'gateway-token-1',
        smsSender: 'ALBARAKA',
      },
      {
        sendMail: async (mail: SendMailOptions) => {
          const info = await transport.sendMail(mail);
          sent.push(String(info.message));
          return info;
        },
      },
    );
    return { outbox, sent };
  };

  it('posts an SMS to the HTTP gateway in international form, with its token', async () => {
    const { outbox } = build();

    await outbox.send({ channel: 'SMS', to: '20123456', body: 'Votre code est 123456', purpose: 'otp' });

    expect(received.at(-1)?.body).toEqual({
      from: 'ALBARAKA',
      to: '+21620123456',
      text: 'Votre code est 123456',
    });
    expect(received.at(-1)?.headers.authorization).toBe('Bearer gateway-token-1');
  });

  it('fails loudly when the gateway refuses, so the caller can tell the user', async () => {
    const { outbox } = build();
    answerStatus = 503;

    await expect(outbox.send({ channel: 'SMS', to: '20123456', body: 'x', purpose: 'otp' })).rejects.toThrow(
      /503/,
    );
    answerStatus = 200;
  });

  it('sends e-mail through the SMTP transport from the configured address', async () => {
    const { outbox, sent } = build();

    await outbox.send({
      channel: 'EMAIL',
      to: 'amina.bensalah@example.com',
      subject: 'Votre code',
      body: 'Votre code est 654321',
      purpose: 'otp',
    });

    const mail = JSON.parse(sent[0] ?? '{}');
    expect(mail.from).toEqual({ address: 'no-reply@albaraka.example', name: 'Al Baraka' });
    expect(mail.to).toEqual([{ address: 'amina.bensalah@example.com', name: '' }]);
    expect(mail.subject).toBe('Votre code');
    expect(mail.text).toBe('Votre code est 654321');
  });
});
