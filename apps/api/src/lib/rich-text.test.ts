import { describe, expect, it } from 'vitest';
import { sanitizeLocalized, sanitizeRichText, stripTags } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeRichText('<p><strong>Profit</strong> <a href="https://example.tn/x">plus</a></p>')).toBe(
      '<p><strong>Profit</strong> <a href="https://example.tn/x" rel="noopener noreferrer">plus</a></p>',
    );
  });

  it('drops scripts with their content, handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(2)>' +
      '<a href="javascript:alert(3)">x</a><iframe src="https://evil"></iframe></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe('<p>Hi<a rel="noopener noreferrer">x</a></p>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe|style/i);
  });

  it('cleans each language and strips every tag from plain fields', () => {
    expect(sanitizeLocalized({ fr: '<script>x</script>a', en: '<b>b</b>', ar: 'ج' })).toEqual({
      fr: 'a',
      en: '<b>b</b>',
      ar: 'ج',
    });
    expect(stripTags('<em>Title</em><script>x</script>')).toBe('Title');
  });
});
