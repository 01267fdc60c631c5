import { Popover, Text, UnstyledButton } from '@mantine/core';
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
            <div key={image.attachmentUrl} className={classes.imageFrame}>
              <UnstyledButton
                className={classes.imageButton}
                onClick={() => setOpened(image.attachmentUrl)}
                aria-label={image.alt ? t('openImageDescribed', { alt: image.alt }) : t('openImage')}
              >
                <img src={image.attachmentUrl} alt={image.alt ?? ''} loading="lazy" className={classes.image} />
              </UnstyledButton>
              {image.alt && (
                // Its description for everyone who wants to read it, as Mastodon's and Bluesky's ALT badge.
                <Popover width={280} position="bottom-start" withinPortal>
                  <Popover.Target>
                    <UnstyledButton className={classes.altBadge} aria-label={`${t('altBadge')}: ${t('altShow')}`}>
                      {t('altBadge')}
                    </UnstyledButton>
                  </Popover.Target>
                  <Popover.Dropdown>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {image.alt}
                    </Text>
                  </Popover.Dropdown>
                </Popover>
              )}
            </div>
          ))}
        </div>
      )}
      {videos.map((video) => (
        <VideoAttachment key={video.attachmentUrl} video={video} />
      ))}
      {wanted && (
        <Suspense fallback={null}>
          <ImageLightbox
            src={opened}
            alt={images.find((image) => image.attachmentUrl === opened)?.alt}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
