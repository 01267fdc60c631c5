import { Anchor, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalDocument } from './components/LegalDocument';

export function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <>
      <LegalDocument doc="terms" />
      <Container size="lg" pb={64}>
        <Anchor component={Link} to="/rules">
          {t('rules.allRules')}
        </Anchor>
      </Container>
    </>
  );
}
