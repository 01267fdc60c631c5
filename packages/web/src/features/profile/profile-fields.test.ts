import { describe, expect, it } from 'vitest';
import { partsOf } from './profile-fields';

describe('hardware parts', () => {
  it('come in a sensible order: processor, graphics card, RAM, power supply, monitor, router', () => {
    expect(partsOf('system', {})).toEqual(['processor', 'gpu', 'ram', 'powerSupply', 'monitor', 'router']);
  });

  it('keep a part saved in the other set, after the group', () => {
    expect(partsOf('accessories', { gpu: 'RTX' })).toEqual([
      'mouse',
      'keyboard',
      'headphone',
      'microphone',
      'camera',
      'chair',
      'gpu',
    ]);
  });
});
