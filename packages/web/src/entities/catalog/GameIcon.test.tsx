import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameIcon } from './GameIcon';

describe('GameIcon', () => {
  it('draws the icon it is given, and an empty square (no src="", which fetches the page again) without one', () => {
    const drawn = render(<GameIcon icon="data:image/svg+xml,%3Csvg%2F%3E" size={24} />);
    expect(drawn.container.querySelector('img')?.getAttribute('src')).toBe('data:image/svg+xml,%3Csvg%2F%3E');
    const missing = render(<GameIcon icon="" size={24} />);
    expect(missing.container.querySelector('img')).toBeNull();
    expect(missing.container.querySelector('span')?.style.width).toBe('24px');
  });
});
