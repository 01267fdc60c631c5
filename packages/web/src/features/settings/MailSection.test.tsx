import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderWithApp } from '../../test/render';
import { MailSection } from './MailSection';

type Answer = { status: number; body: unknown };
let answers: Record<string, (payload: Record<string, unknown>) => Answer>;
const requests: { action: string; payload: Record<string, unknown> }[] = [];

const user = {
  id: 1,
  username: 'nova',
  first_name: null,
  last_name: null,
  fullname: 'nova',
  language: 'en',
  email: 'nova@example.com',
  manager: false,
  photoUrl: null,
  userPhotos: [],
  is_frozen: false,
};

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.setItem('access_token', 'tok');
  requests.length = 0;
  answers = { user: () => ({ status: 202, body: { data: user } }) };
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { action, payload } = JSON.parse(String(init.body)) as { action: string; payload: Record<string, unknown> };
      requests.push({ action, payload });
      const answer = answers[action]?.(payload) ?? { status: 500, body: {} };
      return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function requestCode(expiresAt: string) {
  answers.changeMailRequest = () => ({ status: 202, body: { data: { sent: true, expires_at: expiresAt } } });
  const ui = userEvent.setup();
  renderWithApp(<MailSection />);
  // Generous waits: the suite shares two cores with everything else.
  await ui.click(await screen.findByRole('button', { name: 'Change email' }, { timeout: 10_000 }));
  expect(screen.getByText(/current address, nova@example.com/)).toBeInTheDocument();
  await ui.type(screen.getByLabelText('New email address'), 'New@Example.com');
  await ui.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Verification code', {}, { timeout: 10_000 });
  return ui;
}

describe('MailSection', { timeout: 30_000 }, () => {
  it('mails the code to the current address, then confirms it with the new address', async () => {
    const ui = await requestCode(inMinutes(15));
    expect(requests.find((r) => r.action === 'changeMailRequest')?.payload).toEqual({ new_mail: 'new@example.com' });
    expect(screen.getByText(/We sent a code to nova@example.com/)).toBeInTheDocument();

    answers.addMail = ({ token }) =>
      token === '123456'
        ? { status: 202, body: { data: { email: 'new@example.com' } } }
        : { status: 400, body: { error: { code: 'codeInvalid', description: 'x', field: 'token' } } };
    await ui.type(screen.getByLabelText('Verification code'), '654321');
    await ui.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is invalid.', {}, { timeout: 10_000 })).toBeInTheDocument();

    await ui.clear(screen.getByLabelText('Verification code'));
    await ui.type(screen.getByLabelText('Verification code'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(requests.filter((r) => r.action === 'addMail').at(-1)?.payload).toEqual({
      token: '123456',
      new_mail: 'new@example.com',
    });
  });

  it('says an expired code has expired and offers a new one', async () => {
    const ui = await requestCode(inMinutes(-1));
    expect(screen.getByRole('alert')).toHaveTextContent('The verification code has expired.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();

    answers.changeMailRequest = () => ({ status: 202, body: { data: { sent: true, expires_at: inMinutes(15) } } });
    await ui.click(screen.getByRole('button', { name: 'Send a new code' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled(), { timeout: 10_000 });
    expect(screen.queryByText('The verification code has expired.')).not.toBeInTheDocument();
  });
});
