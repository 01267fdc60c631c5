import type { ActionOutput, uploadFile as uploadFileAction } from '@gamefolk/contract';
import { isApiError } from '../api-error';
import { toApiError } from '../to-api-error';
import { getToken, handleUnauthenticated } from '../session';
import { isTooLarge } from './prepare-image';
import { uploadError } from './upload-error';

export type UploadKind = 'image' | 'logo' | 'any';
export type UploadedFile = NonNullable<ActionOutput<typeof uploadFileAction>>;

/**
 * POST /api/upload as multipart with the session's Bearer token. A refusal the server names (a type mismatch,
 * an oversized file) keeps its code; anything else (network, a broken answer) is `fileUploadFailed`.
 */
export async function uploadFile(file: File, kind: UploadKind = 'image'): Promise<UploadedFile> {
  if (kind !== 'any' && isTooLarge(file)) throw uploadError('badFileSize');
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch('/api/upload', { method: 'POST', headers, body });
  } catch {
    throw uploadError('fileUploadFailed');
  }
  const answer: unknown = await response.json().catch(() => null);
  const data = (answer as { data?: UploadedFile | null } | null)?.data;
  if (response.ok && data) return data;
  if (response.ok) throw uploadError('fileUploadFailed');

  const error = toApiError(response.status, answer);
  if (error.code === 'unauthenticated') handleUnauthenticated();
  throw isApiError(error) && error.code !== 'internalError' ? error : uploadError('fileUploadFailed');
}
