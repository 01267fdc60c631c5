import { communityRules } from '@gamefolk/contract';
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { PageIntro } from './components/PageIntro';

/** The community rules every moderation names (contract community-rules.ts), in the visitor's language. */
export function RulesPage() {
  const { t } = useTranslation('legal');
  usePageTitle(t('rules.title'));
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <Stack gap="xl">
        <PageIntro eyebrow={t('rules.eyebrow')} title={t('rules.title')} lead={t('rules.lead')} />
        <List spacing="md" type="ordered" withPadding>
          {communityRules.map((rule) => (
            <List.Item key={rule} id={`rule-${rule}`}>
              <Title order={2} size="h4">
                {t(`rules.items.${rule}.title`)}
              </Title>
              <Text lh={1.7}>{t(`rules.items.${rule}.text`)}</Text>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('rules.termsLink')}{' '}
          <Anchor component={Link} to="/terms-of-service" underline="always">
            {t('terms.title')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
