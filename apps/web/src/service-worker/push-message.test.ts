import { describe, expect, it } from 'vitest';
import { readPushMessage, targetOf } from './push-message';

describe('a push message', () => {
  it('reads the bank payload and opens its page', () => {
    const message = readPushMessage(
      JSON.stringify({
        id: 'n1',
        title: 'Virement exécuté',
        body: 'Votre virement…',
        link: '/transfers/transfer-details?id=t1',
      }),
    );
    expect(message).toEqual({
      id: 'n1',
      title: 'Virement exécuté',
      body: 'Votre virement…',
      link: '/transfers/transfer-details?id=t1',
    });
    expect(targetOf(message, 'https://bank.example/')).toBe(
      'https://bank.example/#/transfers/transfer-details?id=t1',
    );
  });

  it('never opens another site, and shows something for an unreadable payload', () => {
    expect(readPushMessage(JSON.stringify({ id: 'n2', title: 'x', link: '//evil.example' })).link).toBeNull();
    expect(
      readPushMessage(JSON.stringify({ id: 'n2', title: 'x', link: 'https://evil.example' })).link,
    ).toBeNull();
    const broken = readPushMessage('not json');
    expect(broken.title).toBe('Al Baraka');
    expect(targetOf(broken, 'https://bank.example/')).toBe(
      'https://bank.example/#/notification/notifications',
    );
    expect(targetOf({ id: 'n3', link: null }, 'https://bank.example/')).toBe(
      'https://bank.example/#/notification/notif-details?id=n3',
    );
  });
});
