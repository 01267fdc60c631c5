import { configure, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { initTestI18n, renderWithApp } from '../../test/render';
import { ActivatePage } from './ActivatePage';

vi.mock('../../api/client', () => ({ call: vi.fn() }));
const mockedCall = vi.mocked(call);

configure({ asyncUtilTimeout: 4000 });
beforeAll(initTestI18n);
beforeEach(() => mockedCall.mockReset());

const refuse = (error: ApiError) =>
  mockedCall.mockImplementation(((action: string) =>
    action === 'activateUser' ? Promise.reject(error) : Promise.resolve({})) as never);
const open = () => renderWithApp(<ActivatePage />, { path: '/activate/:userKey' });

describe('ActivatePage', () => {
  it('says a second click found the account already active, and offers to log in', async () => {
    refuse(new ApiError('alreadyActive', '', 400, 'token'));
    open();
    expect(await screen.findByText('This account is already active. You can log in.')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't activate this account")).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('still says when a link is no good', async () => {
    refuse(new ApiError('linkInvalid', '', 400, 'token'));
    open();
    expect(await screen.findByText('This link is invalid or has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
  });
});
