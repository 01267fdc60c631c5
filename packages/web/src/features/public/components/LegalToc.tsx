import { Accordion, Anchor, Box, Card, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalSection } from './legal-content';

/**
 * Moves to a section without touching the URL: a hash change would count as navigation for the router,
 * and the app scrolls to the top on every navigation. Focus follows, so keyboard users land in the section.
 */
export function jumpToElement(event: MouseEvent<HTMLElement>, elementId: string) {
  const target = document.getElementById(elementId);
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

interface LegalTocProps {
  sections: LegalSection[];
  anchorId: (sectionId: string) => string;
}

function TocLinks({ sections, anchorId }: LegalTocProps) {
  return (
    <Stack component="ol" gap={6} m={0} pl="lg" style={{ listStyle: 'decimal' }}>
      {sections.map((section) => (
        <Text component="li" key={section.id} size="sm" c="dimmed">
          <Anchor
            href={`#${anchorId(section.id)}`}
            onClick={(event) => jumpToElement(event, anchorId(section.id))}
            size="sm"
            c="var(--mantine-color-text)"
          >
            {section.title}
          </Anchor>
        </Text>
      ))}
    </Stack>
  );
}

/** Table of contents: a sticky card beside the text on wide screens, a collapsed panel above it on phones. */
export function LegalToc(props: LegalTocProps) {
  const { t } = useTranslation('legal');

  return (
    <Box component="nav" aria-label={t('common.toc')} h="100%">
      <Card withBorder radius="lg" padding="lg" visibleFrom="lg" style={{ position: 'sticky', top: 88 }}>
        <Text fw={700} size="sm" tt="uppercase" c="dimmed" mb="sm">
          {t('common.toc')}
        </Text>
        <TocLinks {...props} />
      </Card>
      <Accordion variant="contained" radius="lg" hiddenFrom="lg">
        <Accordion.Item value="toc">
          <Accordion.Control fw={600}>{t('common.toc')}</Accordion.Control>
          <Accordion.Panel>
            <TocLinks {...props} />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Box>
  );
}
