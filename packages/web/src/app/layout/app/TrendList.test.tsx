import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderWithApp } from '../../../test/render';
import { TrendList } from './TrendList';

beforeAll(initTestI18n);

describe('TrendList', () => {
  it('cuts labels at 17 characters, shows counts and the promoted marker', () => {
    renderWithApp(
      <TrendList
        trends={[
          { id: 1, label: '#valorantchampions2025', count: 1, promoted_label: 'sponsor' },
          { id: 2, label: '#speedrun', count: 42 },
        ]}
      />,
    );
    expect(screen.getByText('#valorantchampion…')).toBeInTheDocument();
    expect(screen.getByText('1 post')).toBeInTheDocument();
    expect(screen.getByText('42 posts')).toBeInTheDocument();
    expect(screen.getAllByText('Promoted')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /#speedrun/ })).toHaveAttribute('href', '/hash/$speedrun');
  });
});
