import { ActionIcon, Button, ColorSwatch, Popover, SimpleGrid, Tooltip, UnstyledButton } from '@mantine/core';
import { IconHighlight, IconHighlightOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { highlightPalette } from './palette';

interface HighlightButtonProps {
  active: boolean;
  onPick: (color: string) => void;
  onClear: () => void;
}

export function HighlightButton({ active, onPick, onClear }: HighlightButtonProps) {
  const { t } = useTranslation('feed');
  const [opened, setOpened] = useState(false);
  const pick = (color: string | null) => {
    if (color) onPick(color);
    else onClear();
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" withinPortal zIndex={1100}>
      <Popover.Target>
        <Tooltip label={t('editor.highlight')}>
          <ActionIcon
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-label={t('editor.highlight')}
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <IconHighlight size={19} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <SimpleGrid cols={12} spacing={4} verticalSpacing={4}>
          {highlightPalette.map((color) => (
            <UnstyledButton key={color} aria-label={color} onClick={() => pick(color)}>
              <ColorSwatch color={color} size={20} radius="sm" withShadow={false} />
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          mt="xs"
          fullWidth
          leftSection={<IconHighlightOff size={16} />}
          onClick={() => pick(null)}
        >
          {t('editor.noHighlight')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
