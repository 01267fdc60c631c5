import { ActionIcon, Popover, Tooltip, type PopoverDropdownProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * An editor toolbar's button that opens a popover of its own (the GIF picker, the video link form): the button
 * says whether it is open, focus moves into the popover and back.
 */
export function ToolbarPopover({
  label,
  icon,
  opened,
  onChange,
  dropdown,
  children,
}: {
  label: string;
  icon: ReactNode;
  opened: boolean;
  onChange: (opened: boolean) => void;
  dropdown?: Omit<PopoverDropdownProps, 'children'>;
  children: ReactNode;
}) {
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-start"
      shadow="md"
      withinPortal
      zIndex={1100}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Tooltip label={label} disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={label}
            aria-expanded={opened}
            onClick={() => onChange(!opened)}
          >
            {icon}
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown {...dropdown}>{children}</Popover.Dropdown>
    </Popover>
  );
}
