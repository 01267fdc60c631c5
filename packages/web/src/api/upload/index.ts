export { cropImage, type PixelArea } from './crop-image';
export { uploadFileName, withExtension } from './file-name';
export * from './image-presets';
export { isGif, isTooLarge, prepareImage } from './prepare-image';
export { uploadFile, type UploadedFile, type UploadKind } from './upload-file';
