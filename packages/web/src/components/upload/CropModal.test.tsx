import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { CropModal } from './CropModal';

vi.mock('browser-image-compression', () => ({ default: vi.fn() }));
const compress = vi.mocked(imageCompression);

const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
beforeAll(async () => {
  await initTestI18n();
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});
beforeEach(() => {
  compress.mockReset();
  compress.mockImplementation((file: File) => Promise.resolve(file));
});

function setup(shape: 'profile' | 'banner' | null = 'profile') {
  const onSave = vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  renderWithApp(<CropModal shape={shape} onSave={onSave} onClose={onClose} />);
  const input = () => screen.getAllByTestId('image-input')[0] as HTMLInputElement;
  return { onSave, onClose, input, save: () => screen.getByRole('button', { name: 'Save' }) };
}

describe('CropModal', { timeout: 30_000 }, () => {
  it('keeps Save disabled until an image is chosen', async () => {
    const { save } = setup();
    expect(await screen.findByText('Choose an image', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('refuses an image over 3 MB with the badFileSize message and clears the selection', async () => {
    const user = userEvent.setup();
    const { input, save } = setup();
    const huge = new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(input(), huge);

    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      "File size can't be bigger than 3mb!",
    );
    expect(screen.getByText('Choose an image')).toBeInTheDocument();
    expect(input().value).toBe('');
    expect(save()).toBeDisabled();
    expect(compress).not.toHaveBeenCalled();
  });

  it('skips cropping for a GIF and saves it as picked, renamed', async () => {
    const user = userEvent.setup();
    const { input, save, onSave, onClose } = setup();
    const gif = new File([new Uint8Array(64)], 'Party Time.GIF', { type: 'image/gif' });
    await user.upload(input(), gif);

    expect(
      await screen.findByRole('img', { name: 'Preview of the chosen image' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/uploaded without cropping/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Crop area/ })).not.toBeInTheDocument();
    expect(save()).toBeEnabled();

    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    const saved = (onSave.mock.calls[0] as unknown as [File])[0];
    expect(saved.name).toBe('party_time.gif');
    expect(saved.type).toBe('image/gif');
    expect(compress).not.toHaveBeenCalled();
  });

  it('shows the cropper for other images after recompressing them', async () => {
    const user = userEvent.setup();
    const { input, save } = setup('banner');
    await user.upload(input(), new File([new Uint8Array(64)], 'wide.png', { type: 'image/png' }));

    expect(await screen.findByRole('group', { name: /Crop area/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    expect(compress).toHaveBeenCalledTimes(1);
    expect(save()).toBeEnabled();
  });
});
