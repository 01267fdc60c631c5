import { describe, expect, it } from 'vitest';
import { detectMobilePlatform } from './platform';

describe('detectMobilePlatform', () => {
  it('finds iPhones and Android phones', () => {
    expect(detectMobilePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectMobilePlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('android');
  });

  it('ignores tablets and desktops', () => {
    expect(detectMobilePlatform('Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36')).toBeNull();
    expect(detectMobilePlatform('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBeNull();
    expect(detectMobilePlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0')).toBeNull();
  });
});
