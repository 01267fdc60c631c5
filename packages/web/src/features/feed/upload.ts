import { errorCatalogue, limits, type ErrorCode, type FeedItem } from '@gamefolk/contract';
import { ApiError } from '../../api/api-error';
import { prepareImage, uploadFile, uploadFileName } from '../../api/upload';

export type Attachment = FeedItem['feedAttachments'][number];

function refused(code: ErrorCode): ApiError {
  const { description, status } = errorCatalogue[code];
  return new ApiError(code, description, status);
}

/**
 * Uploads a picked image (recompressed, at most 3 MB) or video (at most 300 MB) and returns it as a post
 * attachment; a zero-size file is ignored (null).
 */
export async function uploadAttachment(file: File): Promise<Attachment | null> {
  if (file.size === 0) return null;
  const video = file.type.startsWith('video/');
  if (!video && !file.type.startsWith('image/')) throw refused('unsupportedFileType');
  if (video && file.size > limits.fileBytes) throw refused('fileTooLarge');
  const ready = video ? new File([file], uploadFileName(file.name), { type: file.type }) : await prepareImage(file);
  const uploaded = await uploadFile(ready, video ? 'any' : 'image');
  // A video's web variant is made after the upload: the composer shows it as processing.
  return {
    type: video ? 'video' : 'image',
    attachmentUrl: uploaded.url,
    ...(uploaded.variant && { variant: uploaded.variant }),
  };
}
