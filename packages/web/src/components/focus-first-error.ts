/**
 * After a refused submit, brings the first field in error into view, below any sticky header, and focuses it,
 * so the message is seen where the user is looking (a long form's top may be off screen).
 */
export function focusFirstError(form: HTMLElement | null) {
  // The errors render on the next frame; look then.
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}
