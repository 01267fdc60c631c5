import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../api/api-error';
import { closeDrawer } from '../lib/drawer-store';
import { errorText, type Failure } from './errors';

/** What the hook needs of a TanStack mutation. */
interface Mutation<Variables, Result> {
  mutate: (
    variables: Variables,
    options: { onSuccess: (result: Result) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

interface DrawerFormSave<Payload, Created extends { id: number }> {
  /** What the form edits; without it, the form creates. */
  editing?: { id: number };
  create: Mutation<Payload, Created>;
  update: Mutation<Payload & { id: number }, unknown>;
  /** The toasts after a save, in the form's own words. */
  messages: { created: string; saved: string };
  /** What an unexpected failure of each says ("Lobby create failed."); a coded refusal keeps its own text. */
  failures?: { create: Failure; update: Failure };
  /** Where a new one is shown. */
  pathOf: (created: Created) => string;
}

/**
 * Saves a create-or-edit form of the app's drawer: a refusal naming a field goes under that field, any other is a
 * toast; a save closes the drawer with a toast, and a new item opens on its page.
 */
export function useDrawerFormSave<Field extends string, Payload, Created extends { id: number }>({
  editing,
  create,
  update,
  messages,
  failures,
  pathOf,
}: DrawerFormSave<Payload, Created>) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onError = (error: unknown) => {
    const field = isApiError(error) ? (error.field as Field | undefined) : undefined;
    if (field) setErrors({ [field]: errorText(error) } as Partial<Record<Field, string>>);
    else notifications.show({ color: 'red', message: errorText(error, editing ? failures?.update : failures?.create) });
  };

  const save = (payload: Payload) => {
    setErrors({});
    if (editing)
      update.mutate(
        { ...payload, id: editing.id },
        {
          onSuccess: () => {
            notifications.show({ message: messages.saved });
            closeDrawer();
          },
          onError,
        },
      );
    else
      create.mutate(payload, {
        onSuccess: (created) => {
          notifications.show({ message: messages.created });
          closeDrawer();
          void navigate(pathOf(created));
        },
        onError,
      });
  };

  return { save, errors, setErrors, saving: create.isPending || update.isPending };
}
