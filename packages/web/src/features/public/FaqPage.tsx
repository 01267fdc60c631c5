import { Accordion, Anchor, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from './components/contact';
import { ContactCard } from './components/ContactCard';
import { LinkifiedText } from './components/LinkifiedText';
import { PageIntro } from './components/PageIntro';

// "Is Gamefolk free?" leads because it is the question visitors ask first.
const FAQ_IDS = [
  'free',
  'plus',
  'register',
  'languages',
  'steam',
  'riot',
  'privacy',
  'delete',
  'organizations',
  'lobbies',
  'safety',
  'puzzles',
] as const;

// Answers that have a full page behind them end with a link to it.
const FURTHER_READING: Partial<Record<(typeof FAQ_IDS)[number], { to: string; label: 'privacy' | 'terms' }>> = {
  privacy: { to: '/privacy-policy', label: 'privacy' },
  delete: { to: '/privacy-policy', label: 'privacy' },
  safety: { to: '/terms-of-service', label: 'terms' },
};

export function FaqPage() {
  const { t } = useTranslation('info');

  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Stack gap={56}>
        <PageIntro eyebrow={t('faq.eyebrow')} title={t('faq.title')} lead={t('faq.lead')} />
        <Accordion
          variant="separated"
          radius="lg"
          order={2}
          defaultValue="free"
          styles={{ label: { fontWeight: 600 } }}
        >
          {FAQ_IDS.map((id) => {
            const further = FURTHER_READING[id];
            return (
              <Accordion.Item key={id} value={id}>
                <Accordion.Control>{t(`faq.items.${id}.question`)}</Accordion.Control>
                <Accordion.Panel>
                  <LinkifiedText c="dimmed" lh={1.7}>
                    {t(`faq.items.${id}.answer`)}
                  </LinkifiedText>
                  {further ? (
                    <Anchor component={Link} to={further.to} size="sm" fw={600} display="inline-block" mt="sm">
                      {t(`faq.links.${further.label}`)}
                    </Anchor>
                  ) : null}
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
        <ContactCard id="faq-more-title" title={t('faq.more.title')} body={t('faq.more.body')} email={CONTACT_EMAIL} />
      </Stack>
    </Container>
  );
}
