import type { UseFormReturnType } from '@mantine/form';
import { useLayoutEffect, type RefObject } from 'react';

/**
 * The sign-in pages are usable from their first paint (scripts/prerender.mjs): a player may tap a field, type, or let
 * the browser autofill it before the app has come. Hydrating keeps the fields and what they hold (React leaves a
 * hydrated input's value as it is), but the form's state still holds the empty values it was rendered with: once the
 * app has hydrated, the state takes over what each named field holds, before anything can be sent (a layout effect
 * runs in the commit, before public/boot.js sends a form held meanwhile).
 */
export function useTypedBeforeApp<Values extends Record<string, string>>(
  formRef: RefObject<HTMLFormElement | null>,
  form: UseFormReturnType<Values>,
) {
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const values = form.getValues();
    for (const [field, value] of Object.entries(values)) {
      const input = element.elements.namedItem(field);
      if (!(input instanceof HTMLInputElement) || input.value === '' || input.value === value) continue;
      // Every field of these forms is text (Values' strings), which Mantine's path types cannot see here.
      form.setFieldValue(field, input.value as never);
    }
    // Once, as the form first mounts: what is typed from then on reaches the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
