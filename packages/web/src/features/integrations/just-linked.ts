import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a link that came back from a provider's page: once the linked card is drawn, it scrolls into view, takes the
 * focus (so a screen reader reads it) and stays highlighted until the focus leaves it.
 */
export function useJustLinked(drawn: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!active || !drawn || !ref.current) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    ref.current.focus({ preventScroll: true });
  }, [active, drawn]);
  const props = {
    ref,
    tabIndex: -1,
    'data-just-linked': (active && drawn) || undefined,
    onBlur: (event: React.FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setActive(false);
    },
  };
  return { props, show: useCallback(() => setActive(true), []) };
}
