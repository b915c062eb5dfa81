import { describe, expect, it } from 'vitest';
import { readChequeLink } from './cheque-link';

describe('a link to one cheque', () => {
  it('reads the number, the side and the day booked', () => {
    expect(readChequeLink(new URLSearchParams('cheque=5000101&type=RECEIVED&date=2026-11-28'))).toEqual({
      number: '5000101',
      type: 'RECEIVED',
      date: '2026-11-28',
    });
    expect(readChequeLink(new URLSearchParams('cheque=5000101&date=28/11/2026'))).toEqual({
      number: '5000101',
      type: 'EMITTED',
      date: undefined,
    });
  });

  it('ignores anything but a leaf number', () => {
    expect(readChequeLink(new URLSearchParams(''))).toBeNull();
    expect(readChequeLink(new URLSearchParams('cheque=12ab'))).toBeNull();
  });
});
