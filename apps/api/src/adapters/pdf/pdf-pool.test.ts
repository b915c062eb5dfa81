import { afterAll, describe, expect, it } from 'vitest';
import { createPdfPool } from './pdf-pool.ts';
import { renderAccountStatement } from './statement.ts';
import { extractText, isCompletePdf } from './testing/pdf-text.ts';
import { makeStatement } from './testing/sample-documents.ts';

describe('the PDF worker pool', () => {
  const pool = createPdfPool(1);
  afterAll(() => pool.close());

  it('renders a statement in a worker thread with the same text as on the event loop', async () => {
    const document = makeStatement('ar', 40);

    const pooled = await pool.render('accountStatement', document);
    const direct = await renderAccountStatement(document);

    expect(isCompletePdf(pooled)).toBe(true);
    expect(await extractText(pooled)).toBe(await extractText(direct));
  });

  it('keeps the event loop free while a statement of 3,500 lines renders', async () => {
    let longestGapMs = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGapMs = Math.max(longestGapMs, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    try {
      const pdf = await pool.render('accountStatement', makeStatement('fr', 3_500));
      expect(isCompletePdf(pdf)).toBe(true);
    } finally {
      clearInterval(ticker);
    }
    const renderMs = performance.now() - started;

    // The rendering takes far longer than any pause the event loop saw while it ran.
    expect(renderMs).toBeGreaterThan(5 * longestGapMs);
  });

  it('answers a rendering error as a rejected promise, and keeps serving', async () => {
    await expect(pool.render('accountStatement', {} as never)).rejects.toThrow(/PDF rendering failed/);
    expect(isCompletePdf(await pool.render('accountStatement', makeStatement('en', 2)))).toBe(true);
  });
});
