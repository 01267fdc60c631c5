import { describe, expect, it } from 'vitest';
import { uploadFileName, withExtension } from './file-name';

describe('uploadFileName', () => {
  it('lowercases and turns whitespace into underscores', () => {
    expect(uploadFileName('My Summer  Setup.PNG')).toBe('my_summer_setup.png');
    expect(uploadFileName(' Team\tPhoto.JPG ')).toBe('team_photo.jpg');
  });

  it('keeps names that already follow the rule', () => {
    expect(uploadFileName('banner_2024.webp')).toBe('banner_2024.webp');
  });
});

describe('withExtension', () => {
  it('replaces the extension, since a crop is always a JPEG', () => {
    expect(withExtension('my_photo.png', 'jpg')).toBe('my_photo.jpg');
    expect(withExtension('archive.tar.gz', 'jpg')).toBe('archive.tar.jpg');
  });

  it('adds one to a name without an extension, and names a nameless file', () => {
    expect(withExtension('avatar', 'jpg')).toBe('avatar.jpg');
    expect(withExtension('.png', 'jpg')).toBe('.png.jpg');
    expect(withExtension('', 'jpg')).toBe('image.jpg');
  });
});
