import { describe, expect, it } from 'vitest';
import { separateBlocks } from './plain-text';

/** What textContent keeps of the markup: the text alone (the test has no DOM). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('separateBlocks', () => {
  it('keeps a space between paragraphs, list items and lines once the tags are gone', () => {
    expect(textOf(separateBlocks('<p>Hajj.</p><p>Rendez-vous</p>'))).toBe('Hajj. Rendez-vous ');
    expect(textOf(separateBlocks('<ul><li>Un</li><li>Deux</li></ul>'))).toBe('Un Deux ');
    expect(textOf(separateBlocks('Ligne<br>suivante'))).toBe('Ligne suivante');
  });

  it('leaves inline markup alone', () => {
    expect(separateBlocks('le compte <strong>Épargne Hajj</strong>.')).toBe(
      'le compte <strong>Épargne Hajj</strong>.',
    );
  });
});
