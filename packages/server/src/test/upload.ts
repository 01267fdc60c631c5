import type { VideoVariant } from '@gamefolk/contract';

export interface UploadedFile {
  key: string;
  url: string;
  contentType: string;
  size: number;
  variant?: VideoVariant;
}

/** POST /api/upload as the web app sends it (multipart `kind` and `file`); the status, the error's code, the data. */
export async function postUpload(baseUrl: string, token: string, bytes: Buffer, name: string, kind = 'any') {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${baseUrl}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: UploadedFile; error?: { code: string } };
  return { status: response.status, code: body.error?.code, data: body.data };
}
