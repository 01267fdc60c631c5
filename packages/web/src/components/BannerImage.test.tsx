import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerImage } from './BannerImage';

describe('BannerImage', () => {
  it('shows the banner once, named for a screen reader, with no blurred copy around it', () => {
    const { container } = render(<BannerImage src="/files/b.jpg" alt="Ayşe's banner" />);
    expect(screen.getByRole('img', { name: "Ayşe's banner" })).toHaveAttribute('src', '/files/b.jpg');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
