/** The states of picking an image to upload; `saving` keeps the picked file so a failure can return to it. */
export type ImageSelection =
  | { status: 'empty' }
  | { status: 'preparing' }
  | { status: 'ready'; file: File; src: string; crop: boolean }
  | { status: 'saving'; file: File; src: string; crop: boolean };

export const emptySelection: ImageSelection = { status: 'empty' };
