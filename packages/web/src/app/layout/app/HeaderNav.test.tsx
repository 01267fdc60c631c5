import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { HeaderNav } from './HeaderNav';

beforeAll(initTestI18n);

describe('HeaderNav', () => {
  it('puts games beside lobbies and events', () => {
    renderWithApp(<HeaderNav />);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/feed', '/lobby', '/events', '/games', '/shop']);
    expect(screen.getByRole('link', { name: 'Games' })).toHaveAttribute('href', '/games');
  });
});
