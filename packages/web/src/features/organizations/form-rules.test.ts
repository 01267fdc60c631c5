import { describe, expect, it } from 'vitest';
import { isStealingName, nameError, validateNewOrganization, type NewOrganizationValues } from './form-rules';
import { truncateName } from '../../entities/organization';

const logo = new File(['x'], 'logo.png', { type: 'image/png' });
const valid: NewOrganizationValues = {
  name: 'Çılgın Şövalyeler & Co',
  country: 'TUR',
  categoryId: '1',
  description: 'We play.',
  logo,
};

describe('new organization rules', () => {
  it('accepts a complete form', () => {
    expect(validateNewOrganization(valid)).toEqual({});
  });

  it('requires a name of at most 30 characters', () => {
    expect(nameError('   ')).toBe('fieldRequired');
    expect(nameError('a'.repeat(30))).toBeNull();
    expect(nameError('a'.repeat(31))).toBe('textTooLong');
  });

  it('refuses the Gamefolk name, spaces and case aside', () => {
    expect(isStealingName('Game Folk Heroes')).toBe(true);
    expect(nameError('The GAMEFOLK team')).toBe('stealingName');
    expect(nameError('Folk Games')).toBeNull();
  });

  it('requires country, category and a logo, and caps the description at 250', () => {
    const errors = validateNewOrganization({
      ...valid,
      country: null,
      categoryId: null,
      logo: null,
      description: 'x'.repeat(251),
    });
    expect(errors).toEqual({
      country: 'fieldRequired',
      categoryId: 'fieldRequired',
      logo: 'missingLogo',
      description: 'textTooLong',
    });
  });

  it('truncates menu names past 20 characters', () => {
    expect(truncateName('Short')).toBe('Short');
    expect(truncateName('Çılgın Şövalyeler & Company')).toBe('Çılgın Şövalyeler & …');
  });
});
