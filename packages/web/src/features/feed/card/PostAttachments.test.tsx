import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { AttachmentStrip } from '../editor/AttachmentStrip';
import { PostAttachments } from './PostAttachments';

beforeAll(initTestI18n);

const alt = 'Our squad on the podium, holding the cup';

describe('image descriptions', () => {
  it('gives a described image its alt text and an ALT badge that shows it; an undescribed one is decorative', async () => {
    renderWithApp(
      <PostAttachments
        attachments={[
          { type: 'image', attachmentUrl: '/files/aaaaaaaaaaaaaaaa.jpg', alt },
          { type: 'image', attachmentUrl: '/files/bbbbbbbbbbbbbbbb.jpg' },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: `Open image: ${alt}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open image' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: alt })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'ALT: Image description' }));
    expect(await screen.findByText(alt)).toBeVisible();
  });

  it('lets the author write a description for a picked image from its ALT button', async () => {
    const saved: [string, string][] = [];
    renderWithApp(
      <AttachmentStrip
        attachments={[{ type: 'image', attachmentUrl: '/files/cccccccccccccccc.jpg' }]}
        uploading={0}
        onRemove={() => undefined}
        onDescribe={(url, text) => saved.push([url, text])}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Describe this image' }));
    fireEvent.change(await screen.findByLabelText('Image description'), { target: { value: alt } });
    fireEvent.click(screen.getByRole('button', { name: 'Save description' }));
    expect(saved).toEqual([['/files/cccccccccccccccc.jpg', alt]]);
  });
});
