import { UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../upload';
import classes from './PostCard.module.css';
import { VideoAttachment } from './VideoAttachment';

// The large view comes with the first thumbnail opened.
const ImageLightbox = lazy(() => import('./ImageLightbox').then((m) => ({ default: m.ImageLightbox })));

/** Images as thumbnails at most 200 px high (opened large on click); videos inline, 400 px high (VideoAttachment). */
export function PostAttachments({ attachments }: { attachments: Attachment[] }) {
  const { t } = useTranslation('feed');
  const [opened, setOpened] = useState<string | null>(null);
  // Once opened, the lightbox stays mounted, so it closes with its transition.
  const [wanted, setWanted] = useState(false);
  if (opened !== null && !wanted) setWanted(true);
  if (attachments.length === 0) return null;
  const images = attachments.filter((a) => a.type === 'image');
  const videos = attachments.filter((a) => a.type === 'video');
  return (
    <div className={classes.attachments}>
      {images.length > 0 && (
        <div className={classes.images} data-count={Math.min(images.length, 3)}>
          {images.map((image) => (
            <UnstyledButton
              key={image.attachmentUrl}
              className={classes.imageButton}
              onClick={() => setOpened(image.attachmentUrl)}
              aria-label={t('openImage')}
            >
              <img src={image.attachmentUrl} alt="" loading="lazy" className={classes.image} />
            </UnstyledButton>
          ))}
        </div>
      )}
      {videos.map((video) => (
        <VideoAttachment key={video.attachmentUrl} video={video} />
      ))}
      {wanted && (
        <Suspense fallback={null}>
          <ImageLightbox src={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </div>
  );
}
