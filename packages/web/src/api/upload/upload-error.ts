import { errorCatalogue } from '@gamefolk/contract';
import { ApiError } from '../api-error';

export type UploadErrorCode = 'badFileSize' | 'fileUploadFailed';

/** Failures found in the browser carry the same codes the server uses, so the UI translates them alike. */
export function uploadError(code: UploadErrorCode): ApiError {
  const { description, status } = errorCatalogue[code];
  return new ApiError(code, description, status);
}
