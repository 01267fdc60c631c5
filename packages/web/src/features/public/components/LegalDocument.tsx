import { Box, Button, Code, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseLegalSections, type LegalSection } from './legal-content';
import { LegalToc, jumpToElement } from './LegalToc';
import { LinkifiedText } from './LinkifiedText';
import { PageIntro } from './PageIntro';

interface LegalDocumentProps {
  doc: 'privacy' | 'terms';
}

// Storage keys such as access_token are names, not words: they are shown as code and never translated.
const STORAGE_KEY = /^[a-z]+(_[a-z]+)*$/;

function ItemLabel({ label }: { label: string }) {
  return (
    <>
      {STORAGE_KEY.test(label) ? (
        <Code fz="sm" fw={600}>
          {label}
        </Code>
      ) : (
        <Text component="span" fw={700} inherit>
          {label}
        </Text>
      )}
      {': '}
    </>
  );
}

function SectionBody({ section }: { section: LegalSection }) {
  return (
    <Stack gap="sm">
      {section.paragraphs.map((paragraph) => (
        <LinkifiedText key={paragraph} lh={1.75}>
          {paragraph}
        </LinkifiedText>
      ))}
      {section.items.length > 0 ? (
        <List spacing="xs" lh={1.7} withPadding>
          {section.items.map((item) => (
            <List.Item key={item.id}>
              {item.label ? <ItemLabel label={item.label} /> : null}
              {item.text}
            </List.Item>
          ))}
        </List>
      ) : null}
      {section.note ? <LinkifiedText lh={1.75}>{section.note}</LinkifiedText> : null}
    </Stack>
  );
}

/** Privacy policy and terms share one layout; their text, sections and order come from the locale file. */
export function LegalDocument({ doc }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  const raw: unknown = t(`${doc}.sections`, { returnObjects: true });
  const sections = parseLegalSections(raw);
  const anchorId = (sectionId: string) => `${doc}-${sectionId}`;
  const topId = `${doc}-top`;

  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Stack gap="xl">
        <Box id={topId} tabIndex={-1} style={{ outline: 'none', scrollMarginTop: 24 }}>
          <PageIntro eyebrow={t(`${doc}.eyebrow`)} title={t(`${doc}.title`)} lead={t(`${doc}.lead`)} />
          <Text size="sm" c="dimmed" mt="md">
            {t('common.updated')}
          </Text>
        </Box>
        <Grid gap={{ base: 'lg', lg: 48 }}>
          <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
            <LegalToc sections={sections} anchorId={anchorId} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
            <Stack gap={40}>
              {sections.map((section, index) => (
                <Box component="section" key={section.id} aria-labelledby={anchorId(section.id)}>
                  <Title
                    id={anchorId(section.id)}
                    tabIndex={-1}
                    order={2}
                    fz={{ base: 20, sm: 24 }}
                    mb="sm"
                    style={{ scrollMarginTop: 24, outline: 'none' }}
                  >
                    {index + 1}. {section.title}
                  </Title>
                  <SectionBody section={section} />
                </Box>
              ))}
              <Button
                component="a"
                href={`#${topId}`}
                onClick={(event) => jumpToElement(event, topId)}
                variant="subtle"
                w="fit-content"
                leftSection={<IconArrowUp size={16} aria-hidden />}
              >
                {t('common.backToTop')}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
