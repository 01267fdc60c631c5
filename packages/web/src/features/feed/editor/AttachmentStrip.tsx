import { CloseButton, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../upload';
import classes from './RichEditor.module.css';

interface AttachmentStripProps {
  attachments: Attachment[];
  uploading: number;
  onRemove: (url: string) => void;
}

/** Picked files under the text: images at most 200 px high, videos playable before posting (their web variant processing). */
export function AttachmentStrip({ attachments, uploading, onRemove }: AttachmentStripProps) {
  const { t } = useTranslation('feed');
  if (attachments.length === 0 && uploading === 0) return null;
  return (
    <div className={classes.attachments}>
      {attachments.map((attachment) => (
        <figure key={attachment.attachmentUrl} className={classes.attachment}>
          {attachment.type === 'image' ? (
            <img src={attachment.attachmentUrl} alt="" className={classes.preview} />
          ) : (
            <video src={attachment.attachmentUrl} controls playsInline preload="metadata" className={classes.preview} />
          )}
          {attachment.variant?.status === 'processing' && (
            <figcaption className={classes.processing} role="status">
              {t('video.processing')}
            </figcaption>
          )}
          <CloseButton
            size="sm"
            radius="xl"
            variant="transparent"
            className={classes.remove}
            aria-label={t('editor.removeAttachment')}
            onClick={() => onRemove(attachment.attachmentUrl)}
          />
        </figure>
      ))}
      {Array.from({ length: uploading }, (_, i) => (
        <div key={`uploading-${i}`} className={classes.uploading} role="status" aria-label={t('editor.uploading')}>
          <Loader size="sm" />
        </div>
      ))}
    </div>
  );
}
