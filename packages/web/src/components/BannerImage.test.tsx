import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerImage } from './BannerImage';

describe('BannerImage', () => {
  it('shows the whole banner once to a screen reader, over a blurred copy that only fills the frame', () => {
    const { container } = render(<BannerImage src="/files/b.jpg" alt="Ayşe's banner" />);
    expect(screen.getByRole('img', { name: "Ayşe's banner" })).toHaveAttribute('src', '/files/b.jpg');
    expect(container.querySelectorAll('img')).toHaveLength(2);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
