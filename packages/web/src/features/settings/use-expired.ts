import { useEffect, useState } from 'react';
import { isExpired } from './mail-flow';

/** True once `expiresAt` has passed; flips by itself at that moment, without polling. */
export function useExpired(expiresAt: string): boolean {
  const [expired, setExpired] = useState(() => isExpired(expiresAt));
  useEffect(() => {
    const left = new Date(expiresAt).getTime() - Date.now();
    setExpired(left <= 0);
    if (left <= 0) return;
    // setTimeout caps at about 24.8 days; mail codes live 15 minutes.
    const timer = window.setTimeout(() => setExpired(true), Math.min(left, 2_000_000_000));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);
  return expired;
}
