import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

export type LoginPromptReason = 'hit' | 'comment' | 'repost';

let reason: LoginPromptReason | null = null;
const listeners = new Set<() => void>();

function set(next: LoginPromptReason | null) {
  reason = next;
  for (const listener of listeners) listener();
}

const close = () => set(null);

// Fetched with the first tap that needs it: a visitor who only reads never loads the dialog.
const LoginPromptModal = lazy(() => import('./LoginPromptModal').then((m) => ({ default: m.LoginPromptModal })));

/** Visitors reading a shared post are asked to log in when they try to hit, comment or repost. */
export function openLoginPrompt(why: LoginPromptReason): void {
  set(why);
}

export function LoginPromptHost() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => reason,
    () => reason,
  );
  // Once asked for, the dialog stays mounted, so it closes with its transition and opens again at once.
  const [wanted, setWanted] = useState(false);
  if (current !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginPromptModal reason={current} onClose={close} />
    </Suspense>
  );
}
