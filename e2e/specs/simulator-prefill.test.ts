/**
 * The financing simulator signed in (`/credits/simulator`, French on a desktop, Arabic on a phone):
 * Leila's simulation starts from her own figures — the instalments of her two running financings as
 * her other instalments — says so, and computes exactly what the server computes from them.
 */
import { describe, expect, inject, it } from 'vitest';
import { callGateway } from '../support/gateway.ts';
import { openPage } from '../support/page-waits.ts';
import { saveScreenshotFromTop } from '../support/screenshots.ts';
import { useSession } from '../support/signed-in-session.ts';
import { calculateOnServer, expectSameFigures, readPage } from '../support/simulator-page.ts';

const baseUrl = inject('baseUrl');

for (const [viewport, language] of [
  ['desktop', 'fr'],
  ['mobile', 'ar'],
] as const) {
  describe(`simulator prefilled for a signed-in customer (${viewport}, ${language})`, () => {
    const session = useSession('leila', viewport, language);

    it('starts from her running instalments and agrees with the server', async () => {
      const { page } = session();
      await openPage(page, '/credits/simulator?product=tahsin-masken');
      await page.getByTestId('simulator-prefilled').waitFor();
      await page.locator('[data-testid^="figure-"]').first().waitFor();
      const shown = await readPage(page);

      expect(Number(shown.inputs.otherFinancing)).toBeGreaterThan(0);
      const products = (await callGateway<{ id: number; name: string }[]>('loans/all')).body.result;
      const productId = products.find((product) => product.name === 'tahsin-masken')?.id;
      expectSameFigures(shown, await calculateOnServer(baseUrl, productId, shown.inputs));
      await page.getByTestId('ask-financing').waitFor();
      await saveScreenshotFromTop(page, `${viewport}-${language}-simulator-prefilled`);
    });
  });
}
