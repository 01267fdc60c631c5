import { limits } from '@gamefolk/contract';
import { Button, CloseButton, Loader, Popover, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../upload';
import classes from './RichEditor.module.css';

interface AttachmentStripProps {
  attachments: Attachment[];
  uploading: number;
  onRemove: (url: string) => void;
  onDescribe: (url: string, alt: string) => void;
}

/** An image's ALT button: its description, written in a small panel over the picture (up to 1,500 characters). */
function DescribeImage({ alt, onSave }: { alt: string | undefined; onSave: (alt: string) => void }) {
  const { t } = useTranslation('feed');
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(alt ?? '');
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={300}
      position="bottom-start"
      trapFocus
      withinPortal
      onOpen={() => setDraft(alt ?? '')}
    >
      <Popover.Target>
        <Button
          size="compact-xs"
          radius="sm"
          className={classes.alt}
          data-described={alt ? true : undefined}
          aria-label={alt ? t('editor.altEdit') : t('editor.altAdd')}
          onClick={() => setOpened((o) => !o)}
        >
          {alt ? t('editor.altDone') : t('editor.alt')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Textarea
            label={t('editor.altLabel')}
            description={t('editor.altHint')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            maxLength={limits.imageAlt}
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
          />
          <Button
            size="xs"
            onClick={() => {
              onSave(draft);
              setOpened(false);
            }}
          >
            {t('editor.altSave')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Picked files under the text: images at most 200 px high, videos playable before posting (their web variant processing). */
export function AttachmentStrip({ attachments, uploading, onRemove, onDescribe }: AttachmentStripProps) {
  const { t } = useTranslation('feed');
  if (attachments.length === 0 && uploading === 0) return null;
  return (
    <div className={classes.attachments}>
      {attachments.map((attachment) => (
        <figure key={attachment.attachmentUrl} className={classes.attachment}>
          {attachment.type === 'image' ? (
            <>
              <img src={attachment.attachmentUrl} alt={attachment.alt ?? ''} className={classes.preview} />
              <DescribeImage alt={attachment.alt} onSave={(alt) => onDescribe(attachment.attachmentUrl, alt)} />
            </>
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
