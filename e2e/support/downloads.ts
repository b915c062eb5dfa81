/** What a page downloaded, read through the browser connection (a connected browser has no local path). */
import type { Download } from 'playwright-core';

/** The first bytes of the downloaded file, enough to tell its kind (`%PDF-`). */
export async function readDownloadStart(download: Download, length = 5): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) {
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).subarray(0, length).toString('latin1');
}
