import { modals } from '@mantine/modals';
import type { CropModalProps } from './CropModal';
import { LazyCropModal } from './LazyCropModal';

let counter = 0;

/** Opens the crop modal through the app's global modal manager; full screen on phones. */
export function openCropModal({ title, ...props }: Omit<CropModalProps, 'onClose'> & { title: string }): void {
  counter += 1;
  const modalId = `crop-modal-${counter}`;
  const phone = window.matchMedia('(max-width: 30em)').matches;
  modals.open({
    modalId,
    title,
    size: props.shape === 'banner' ? 'xl' : 'lg',
    radius: phone ? 0 : 'lg',
    fullScreen: phone,
    centered: true,
    styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    children: <LazyCropModal {...props} onClose={() => modals.close(modalId)} />,
  });
}
