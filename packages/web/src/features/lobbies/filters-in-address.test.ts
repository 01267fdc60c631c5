import { describe, expect, it } from 'vitest';
import { readLobbyFilters, writeLobbyFilters } from './filters-in-address';

describe('lobby filters in the address', () => {
  it('reads back what it wrote, keeping the page tab', () => {
    const written = writeLobbyFilters(new URLSearchParams('tab=find'), {
      gameId: 12,
      server: 'EUW',
      rank: 'Gold',
      type: 'team',
      status: 'full',
      verifiedOnly: true,
      onlyFollow: true,
      text: ' duo ',
    });
    expect(written.toString()).toBe(
      'tab=find&game=12&server=EUW&rank=Gold&type=team&status=full&verified=1&following=1&q=duo',
    );
    expect(readLobbyFilters(written)).toEqual({
      gameId: 12,
      server: 'EUW',
      rank: 'Gold',
      role: undefined,
      type: 'team',
      status: 'full',
      verifiedOnly: true,
      onlyFollow: true,
      text: 'duo',
    });
  });

  it('ignores whatever is not a filter value', () => {
    const read = readLobbyFilters(new URLSearchParams('game=-3&type=gang&status=deleted&verified=yes&following=true'));
    expect(read).toMatchObject({ gameId: undefined, type: undefined, status: undefined, verifiedOnly: undefined });
    expect(read.onlyFollow).toBe(false);
    expect(writeLobbyFilters(new URLSearchParams(), { onlyFollow: false, status: 'open' }).toString()).toBe('');
  });
});
