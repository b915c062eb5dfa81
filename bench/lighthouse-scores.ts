/**
 * Lighthouse 12's mobile audit (its default: a mid-range phone, simulated slow 4G and a 4× slower
 * CPU) of a page, on Debian's Chromium started by chrome-launcher: the performance and
 * accessibility scores and the paint and blocking times behind the first. Nothing is downloaded: the
 * browser is the system's (CHROME_PATH, default /usr/bin/chromium).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  'first paint ms': number;
  'largest paint ms': number;
  'blocking ms': number;
  'layout shift': number;
};

/** One audit per URL, one after another, in one browser. */
export async function auditPages(urls: readonly string[]): Promise<LighthouseScores[]> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const scores: LighthouseScores[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) {
        throw new Error(`Lighthouse gave no result for ${url}`);
      }
      const { categories, audits } = result.lhr;
      const score = (name: string) => Math.round((categories[name]?.score ?? Number.NaN) * 100);
      const metric = (name: string) => audits[name]?.numericValue ?? Number.NaN;
      scores.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        'first paint ms': Math.round(metric('first-contentful-paint')),
        'largest paint ms': Math.round(metric('largest-contentful-paint')),
        'blocking ms': Math.round(metric('total-blocking-time')),
        'layout shift': Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
