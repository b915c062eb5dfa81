import { describe, expect, it } from 'vitest';
import { detectOs } from './device';

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
