import imageCompression from 'browser-image-compression';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api-error';
import { prepareImage } from './prepare-image';

vi.mock('browser-image-compression', () => ({ default: vi.fn() }));
const compress = vi.mocked(imageCompression);

const MB = 1024 * 1024;
function fileOf(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

beforeEach(() => {
  compress.mockReset();
  compress.mockImplementation((file: File) =>
    Promise.resolve(new File([file.slice(0, 10)], file.name, { type: 'image/jpeg' })),
  );
});

describe('prepareImage', () => {
  it('refuses an image over 3 MB with badFileSize, before compressing anything', async () => {
    const error = await failureOf(prepareImage(fileOf('Huge.jpg', 'image/jpeg', 3 * MB + 1)));
    expect(isApiError(error) && error.code).toBe('badFileSize');
    expect(compress).not.toHaveBeenCalled();
  });

  it('accepts exactly 3 MB', async () => {
    await expect(prepareImage(fileOf('edge.jpg', 'image/jpeg', 3 * MB))).resolves.toBeInstanceOf(File);
  });

  it('recompresses at quality 0.8 within 2000×2000, without a worker, and renames the file', async () => {
    const prepared = await prepareImage(fileOf('My Setup.JPG', 'image/jpeg', 2000));
    expect(compress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ initialQuality: 0.8, maxWidthOrHeight: 2000, useWebWorker: false }),
    );
    expect(prepared.name).toBe('my_setup.jpg');
    expect(prepared.size).toBe(10);
  });

  it('uses quality 0.6 within 300×300 for organization logos', async () => {
    await prepareImage(fileOf('logo.png', 'image/png', 500), 'logo');
    expect(compress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ initialQuality: 0.6, maxWidthOrHeight: 300 }),
    );
  });

  it('keeps a GIF as it is (no compression, no crop), only renamed', async () => {
    const gif = fileOf('Dance Move.GIF', 'image/gif', 1234);
    const prepared = await prepareImage(gif);
    expect(compress).not.toHaveBeenCalled();
    expect(prepared.type).toBe('image/gif');
    expect(prepared.size).toBe(1234);
    expect(prepared.name).toBe('dance_move.gif');
  });

  it('keeps an SVG as picked, since a canvas cannot write one', async () => {
    const prepared = await prepareImage(fileOf('Logo.svg', 'image/svg+xml', 300));
    expect(compress).not.toHaveBeenCalled();
    expect(prepared.name).toBe('logo.svg');
  });

  it('renames the extension when compression changed the type', async () => {
    const prepared = await prepareImage(fileOf('shot.bmp', 'image/bmp', 300));
    expect(prepared.type).toBe('image/jpeg');
    expect(prepared.name).toBe('shot.jpg');
  });

  it('turns a compression failure into fileUploadFailed', async () => {
    compress.mockRejectedValueOnce(new Error('decode failed'));
    const error = await failureOf(prepareImage(fileOf('broken.png', 'image/png', 100)));
    expect(isApiError(error) && error.code).toBe('fileUploadFailed');
  });
});
