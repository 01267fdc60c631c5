import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

/** Mantine's tooltip, pointing at an element drawn elsewhere (hover-tooltip.tsx mounts it when first needed). */
export function TooltipAt({
  label,
  opened,
  target,
}: {
  label: string;
  opened: boolean;
  target: RefObject<HTMLElement | null>;
}) {
  return (
    <Tooltip label={label} opened={opened} target={target} events={{ hover: false, focus: false, touch: false }} />
  );
}
