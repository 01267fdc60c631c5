import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api-error';
import { uploadFile } from './upload-file';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('access_token', 'tok_123');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('uploadFile', () => {
  it('posts the file as multipart with the kind and the Bearer token', async () => {
    const data = { key: 'k', url: '/files/abcdefghijklmnop.jpg', contentType: 'image/jpeg', size: 3 };
    fetchMock.mockResolvedValueOnce(json(202, { data }));
    const file = new File([new Uint8Array(3)], 'photo.jpg', { type: 'image/jpeg' });

    await expect(uploadFile(file, 'image')).resolves.toEqual(data);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/upload');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Authorization: 'Bearer tok_123' });
    const body = init?.body as FormData;
    expect(body.get('kind')).toBe('image');
    expect((body.get('file') as File).name).toBe('photo.jpg');
  });

  it('refuses an image over 3 MB without sending it', async () => {
    const file = new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    const error = await failureOf(uploadFile(file));
    expect(isApiError(error) && error.code).toBe('badFileSize');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the server's code for a refusal it names", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { error: { code: 'fileTypeMismatch', description: 'x', field: 'file' } }),
    );
    const error = await failureOf(uploadFile(new File(['x'], 'a.jpg', { type: 'image/jpeg' })));
    expect(isApiError(error) && error.code).toBe('fileTypeMismatch');
  });

  it('reports fileUploadFailed when the network or the server breaks', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const offline = await failureOf(uploadFile(new File(['x'], 'a.jpg', { type: 'image/jpeg' })));
    expect(isApiError(offline) && offline.code).toBe('fileUploadFailed');

    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    const broken = await failureOf(uploadFile(new File(['x'], 'a.jpg', { type: 'image/jpeg' })));
    expect(isApiError(broken) && broken.code).toBe('fileUploadFailed');
  });
});
