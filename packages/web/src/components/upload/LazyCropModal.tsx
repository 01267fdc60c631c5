import { lazy, Suspense } from 'react';
import { PageLoader } from '../PageLoader';
import type { CropModalProps } from './CropModal';

// The cropper (react-easy-crop, with the image compressor) comes with the first image picked, not with every page
// that offers one.
const CropModal = lazy(() => import('./CropModal').then((m) => ({ default: m.CropModal })));

/** The crop step, fetched when it first shows (a loader for that moment). */
export function LazyCropModal(props: CropModalProps) {
  return (
    <Suspense fallback={<PageLoader />}>
      <CropModal {...props} />
    </Suspense>
  );
}
