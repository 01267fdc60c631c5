import { withExtension } from './file-name';
import { cropQuality } from './image-presets';
import { uploadError } from './upload-error';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image did not load'));
    image.src = src;
  });
}

/** Cuts `area` (in the image's own pixels) out of the image at `src` as a JPEG of quality 0.7. */
export async function cropImage(src: string, area: PixelArea, name: string): Promise<File> {
  try {
    const image = await loadImage(src);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(area.width));
    canvas.height = Math.max(1, Math.round(area.height));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    // JPEG has no transparency: a transparent PNG would otherwise turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', cropQuality));
    if (!blob) throw new Error('canvas gave no blob');
    return new File([blob], withExtension(name, 'jpg'), { type: 'image/jpeg' });
  } catch {
    throw uploadError('fileUploadFailed');
  }
}
