import { limits } from '@gamefolk/contract';
import { uploadFileName, withExtension } from './file-name';
import { compressionPresets, type CompressionPreset } from './image-presets';
import { uploadError } from './upload-error';

/** A canvas would flatten a GIF's animation and cannot write SVG or ICO; the server re-encodes those itself. */
const keptAsPicked = ['image/gif', 'image/svg+xml', 'image/x-icon', 'image/vnd.microsoft.icon'];
const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export function isGif(file: Blob): boolean {
  return file.type === 'image/gif';
}

export function isTooLarge(file: Blob): boolean {
  return file.size > limits.imageBytes;
}

/** A picked image, ready to crop or upload: refused over 3 MB (`badFileSize`), renamed, and recompressed. */
export async function prepareImage(file: File, preset: CompressionPreset = 'image'): Promise<File> {
  if (isTooLarge(file)) throw uploadError('badFileSize');
  const name = uploadFileName(file.name);
  if (keptAsPicked.includes(file.type)) {
    return new File([file], name, { type: file.type, lastModified: file.lastModified });
  }
  const { quality, maxSide } = compressionPresets[preset];
  try {
    // The compressor (about 19 KB gzipped) comes with the first picked image, not with every page that can upload.
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, {
      initialQuality: quality,
      maxWidthOrHeight: maxSide,
      // The worker would load the library from a CDN, which our CSP (rightly) refuses.
      useWebWorker: false,
    });
    const type = compressed.type || file.type;
    // The server refuses a name whose extension claims another type than the bytes.
    const extension = type !== file.type ? extensions[type] : undefined;
    return new File([compressed], extension ? withExtension(name, extension) : name, {
      type,
      lastModified: file.lastModified,
    });
  } catch {
    throw uploadError('fileUploadFailed');
  }
}
