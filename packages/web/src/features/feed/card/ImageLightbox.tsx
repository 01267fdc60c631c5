import { Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './PostCard.module.css';

/**
 * A post's image opened large: a chunk of its own (Mantine's modal machinery is not part of a card's first
 * download). It mounts closed and opens a frame later, so the modal gives the focus back to the tapped thumbnail.
 */
export function ImageLightbox({ src, alt, onClose }: { src: string | null; alt?: string; onClose: () => void }) {
  const { t } = useTranslation('feed');
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Modal
      opened={mounted && src !== null}
      onClose={onClose}
      size="auto"
      centered
      withCloseButton
      title={t('image')}
      classNames={{ body: classes.lightboxBody }}
    >
      {src && <img src={src} alt={alt ?? ''} className={classes.lightbox} />}
      {src && alt && (
        <Text size="sm" c="dimmed" mt="xs" maw={600} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {alt}
        </Text>
      )}
    </Modal>
  );
}
