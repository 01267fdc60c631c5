import type { User } from '@gamefolk/contract';
import i18n from 'i18next';
import { limits } from '@gamefolk/contract';
import { loadModals } from './lazy-modals';

/**
 * After a successful sign-in: a frozen account first sees the recovery prompt ("suspended ... reopen it?").
 * Resolves true when the user agrees to reopen it (the caller then calls restoreAccount), false otherwise.
 */
export function confirmAccountRecovery(user: User): Promise<boolean> {
  if (!user.is_frozen) return Promise.resolve(true);
  return new Promise((resolve) => {
    void loadModals().then((modals) =>
      modals.openConfirmModal({
        title: i18n.t('auth:frozen.title'),
        children: i18n.t('auth:frozen.text', { days: limits.accountGraceDays }),
        labels: { confirm: i18n.t('auth:frozen.reopen'), cancel: i18n.t('auth:frozen.cancel') },
        closeOnConfirm: true,
        centered: true,
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
        onClose: () => resolve(false),
      }),
    );
  });
}
