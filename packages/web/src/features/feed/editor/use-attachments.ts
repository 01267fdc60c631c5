import { useState } from 'react';
import { notifyError } from '../../../components/errors';
import { uploadAttachment, type Attachment } from '../upload';

/** The files a post or comment carries, uploaded as soon as they are picked. */
export function useAttachments(initial: Attachment[], max: number) {
  const [attachments, setAttachments] = useState(initial);
  const [uploading, setUploading] = useState(0);

  const add = async (files: File[]) => {
    const room = Math.max(0, max - attachments.length - uploading);
    const accepted = files.filter((file) => file.size > 0).slice(0, room);
    setUploading((count) => count + accepted.length);
    await Promise.all(
      accepted.map(async (file) => {
        try {
          const attachment = await uploadAttachment(file);
          if (attachment) setAttachments((list) => [...list, attachment]);
        } catch (error) {
          notifyError(error);
        } finally {
          setUploading((count) => count - 1);
        }
      }),
    );
  };

  /** A GIF picked from GIPHY: attached by its address on GIPHY's media hosts, nothing uploaded. */
  const addGif = (url: string) =>
    setAttachments((list) =>
      list.length >= max || list.some((a) => a.attachmentUrl === url)
        ? list
        : [...list, { type: 'image', attachmentUrl: url }],
    );

  const remove = (url: string) => setAttachments((list) => list.filter((a) => a.attachmentUrl !== url));

  /** An image's description for whoever cannot see it; a blank one is none. */
  const describe = (url: string, alt: string) =>
    setAttachments((list) =>
      list.map((a) => {
        if (a.attachmentUrl !== url) return a;
        const { alt: _old, ...rest } = a;
        return alt.trim() ? { ...rest, alt: alt.trim() } : rest;
      }),
    );

  return {
    attachments,
    uploading,
    add,
    addGif,
    remove,
    describe,
    reset: () => setAttachments([]),
    full: attachments.length >= max,
  };
}
