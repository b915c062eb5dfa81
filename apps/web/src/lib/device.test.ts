import { describe, expect, it } from 'vitest';
import { detectBrowser, detectOs } from './device';

describe('detectOs', () => {
  it('names common systems and their versions', () => {
    expect(detectOs('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36')).toEqual({
      os: 'Android',
      version: '14',
    });
    expect(detectOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15')).toEqual({
      os: 'iOS',
      version: '17.4',
    });
    expect(detectOs('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toEqual({ os: 'Windows', version: '10.0' });
    expect(detectOs('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toEqual({
      os: 'macOS',
      version: '10.15.7',
    });
    expect(detectOs('Mozilla/5.0 (X11; Linux x86_64)')).toEqual({ os: 'Linux', version: '' });
  });

  it('admits when it does not know', () => {
    expect(detectOs('')).toEqual({ os: 'Unknown', version: '' });
  });
});

describe('detectBrowser', () => {
  it('names the browser and its major version, not the engine it borrows', () => {
    const chromeOnLinux =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(detectBrowser(chromeOnLinux)).toBe('Chrome 131');
    expect(detectBrowser(`${chromeOnLinux} Edg/131.0.2903.70`)).toBe('Edge 131');
    expect(detectBrowser(`${chromeOnLinux} OPR/115.0.0.0`)).toBe('Opera 115');
    expect(detectBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133',
    );
    expect(
      detectBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17');
    expect(
      detectBrowser(
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Samsung Internet 25');
  });

  it('says only "browser" when it does not know', () => {
    expect(detectBrowser('curl/8.5.0')).toBe('browser');
  });
});
