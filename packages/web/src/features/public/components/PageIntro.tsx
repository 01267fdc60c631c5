import { Badge, Stack, Text, Title } from '@mantine/core';

interface PageIntroProps {
  eyebrow: string;
  title: string;
  lead: string;
}

/** The top of every public page: a small label, the page's only h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, lead }: PageIntroProps) {
  return (
    <Stack gap="sm" maw={760}>
      <Badge variant="light" size="lg" radius="sm" w="fit-content">
        {eyebrow}
      </Badge>
      <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
        {title}
      </Title>
      <Text size="lg" c="dimmed">
        {lead}
      </Text>
    </Stack>
  );
}
