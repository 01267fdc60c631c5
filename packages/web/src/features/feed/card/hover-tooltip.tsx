import { lazy, Suspense, useRef, useState, type PointerEvent, type ReactNode } from 'react';

// Mantine's tooltip brings its positioning engine (floating-ui, about 19 KB gzipped): it is fetched when a mouse first
// points at a card's button, so a page of posts (and a visitor's shared post) hydrates without it.
const TooltipAt = lazy(() => import('./TooltipAt').then((m) => ({ default: m.TooltipAt })));

/**
 * A tooltip for a button, shown while a mouse points at it (as Mantine's `Tooltip` does by default: not on touch,
 * not on focus; the button's own label names it for everyone else). The button is not wrapped: spread `props`
 * on it and put `tooltip` beside it, so it is never remounted (nor loses focus) when the tooltip arrives.
 */
export function useHoverTooltip<T extends HTMLElement>(label: string) {
  const ref = useRef<T>(null);
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const props = {
    ref,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      setWanted(true);
      setOpened(true);
    },
    onPointerLeave: () => setOpened(false),
  };
  const tooltip: ReactNode = wanted && (
    <Suspense fallback={null}>
      <TooltipAt label={label} opened={opened} target={ref} />
    </Suspense>
  );
  return { props, tooltip };
}
