import { describe, expect, it } from 'vitest';
import { readIllustration } from './illustration-kinds';

describe('readIllustration', () => {
  it('reads card finishes and pictograms, and falls back to the bank tile for anything else', () => {
    expect(readIllustration('art:card/gold')).toMatchObject({ kind: 'card', finish: { label: 'GOLD' } });
    expect(readIllustration('art:pictogram/hajj')).toMatchObject({ kind: 'pictogram', tone: 'teal' });
    expect(readIllustration('https://elsewhere.example/logo.png')).toMatchObject({
      kind: 'pictogram',
      tone: 'sunset',
    });
    expect(readIllustration('art:card/unknown')).toMatchObject({ kind: 'pictogram' });
  });
});
