import { Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../upload';
import cardClasses from './PostCard.module.css';
import classes from './VideoAttachment.module.css';

/**
 * A posted video by where its web variant stands: the H.264 variant with its poster once ready (nothing loads
 * before a press on play), a note while it is made, the original as uploaded when it could not be made, and the
 * original for videos uploaded before variants existed.
 */
export function VideoAttachment({ video }: { video: Attachment }) {
  const { t } = useTranslation('feed');
  const variant = video.variant;
  if (variant?.status === 'processing') {
    return (
      <div className={classes.processing} role="status">
        <Loader size="sm" />
        <Text size="sm">{t('video.processing')}</Text>
      </div>
    );
  }
  if (variant?.status === 'ready') {
    return (
      <video controls playsInline preload="none" poster={variant.posterUrl} className={cardClasses.video}>
        <source src={variant.url} type="video/mp4" />
      </video>
    );
  }
  return (
    <figure className={classes.figure}>
      <video src={video.attachmentUrl} controls playsInline preload="metadata" className={cardClasses.video} />
      {variant?.status === 'failed' && (
        <Text component="figcaption" size="xs" c="dimmed">
          {t('video.failed')}
        </Text>
      )}
    </figure>
  );
}
