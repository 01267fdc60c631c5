import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { openDrawer, useDrawerState } from '../lib/drawer-store';
import { initTestI18n, renderWithApp } from '../test/render';
import { useDrawerFormSave } from './use-drawer-form-save';

beforeAll(initTestI18n);

type Payload = { name: string };

/** A mutation that answers at once, as TanStack's would once the call is back. */
function mutation<V, R>(answer: (variables: V) => R | Error) {
  const mutate = vi.fn((variables: V, options: { onSuccess: (r: R) => void; onError: (e: Error) => void }) => {
    const result = answer(variables);
    if (result instanceof Error) options.onError(result);
    else options.onSuccess(result);
  });
  return { mutate, isPending: false };
}

function Form({ editing, refusal }: { editing?: { id: number }; refusal?: Error }) {
  const { save, errors } = useDrawerFormSave<'name', Payload, { id: number }>({
    editing,
    create: mutation<Payload, { id: number }>(() => refusal ?? { id: 7 }),
    update: mutation<Payload & { id: number }, unknown>(() => refusal ?? {}),
    messages: { created: 'Created.', saved: 'Saved.' },
    pathOf: (created) => `/things/${created.id}`,
  });
  const drawer = useDrawerState();
  return (
    <>
      <button onClick={() => save({ name: 'x' })}>Save</button>
      {errors.name && <p role="alert">{errors.name}</p>}
      <p>{drawer.opened ? 'drawer open' : 'drawer closed'}</p>
    </>
  );
}

describe('useDrawerFormSave', () => {
  it('closes the drawer after a create and opens the new item on its page', async () => {
    openDrawer({ title: 'New', content: null });
    const { router } = renderWithApp(<Form />, { routes: [{ path: '/things/:id', element: <p>thing</p> }] });
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(router.state.location.pathname).toBe('/things/7');
  });

  it('closes the drawer after an edit and stays where it is', async () => {
    openDrawer({ title: 'Edit', content: null });
    const { router } = renderWithApp(<Form editing={{ id: 3 }} />);
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByText('drawer closed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('puts a refusal that names a field under that field, translated, and keeps the drawer open', async () => {
    openDrawer({ title: 'Edit', content: null });
    renderWithApp(<Form editing={{ id: 3 }} refusal={new ApiError('fieldRequired', '', 400, 'name')} />);
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toBe('fieldRequired');
    expect(screen.getByText('drawer open')).toBeTruthy();
  });
});
