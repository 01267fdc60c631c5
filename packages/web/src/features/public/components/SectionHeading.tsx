import { Stack, Text, Title } from '@mantine/core';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  align?: 'left' | 'center';
}

/** An h2 with an optional subtitle; `id` lets the section point at it with aria-labelledby. */
export function SectionHeading({ id, title, subtitle, align = 'left' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Stack gap="xs" ta={align} align={centered ? 'center' : 'flex-start'} mb="xl">
      <Title id={id} order={2} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {subtitle ? (
        <Text c="dimmed" size="lg" maw={640}>
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}
