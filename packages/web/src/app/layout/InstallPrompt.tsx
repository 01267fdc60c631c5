import { Anchor, CloseButton, Group, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../lib/config';
import { LogoMark } from '../../components/Logo';
import { detectMobilePlatform } from '../../lib/platform';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import classes from './InstallPrompt.module.css';

/** Chromium's own install offer, kept until the user asks for it (not in TypeScript's DOM types). */
interface InstallEvent extends Event {
  prompt: () => Promise<void>;
}

type Offer = { kind: 'store'; href: string } | { kind: 'browser'; event: InstallEvent } | { kind: 'steps' };

/** Already opened from the home screen: nothing to offer. */
const installed = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Spec section 1: phone visitors are offered the app once per session. A slim strip in the page's flow above
 * everything, so it covers no form and no button: the app's store page when one is configured, otherwise the
 * browser's own install offer where there is one; iOS, whose browsers never make one, is told the two taps that add
 * the site to the home screen (Share, then Add to Home Screen).
 */
export function InstallPrompt() {
  const { t } = useTranslation('layout');
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    if (readStorage(storageKeys.installPromptSeen, sessionStorage)) return;
    const platform = detectMobilePlatform(navigator.userAgent);
    if (!platform || installed()) return;
    const show = (next: Offer) => {
      writeStorage(storageKeys.installPromptSeen, '1', sessionStorage);
      setOffer(next);
    };
    const href = config.storeLinks[platform];
    if (href) {
      show({ kind: 'store', href });
      return;
    }
    if (platform === 'ios') {
      show({ kind: 'steps' });
      return;
    }
    const onOffer = (event: Event) => {
      event.preventDefault();
      show({ kind: 'browser', event: event as InstallEvent });
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    return () => window.removeEventListener('beforeinstallprompt', onOffer);
  }, []);

  if (!offer) return null;
  const close = () => setOffer(null);
  // A store page offers the app; the browser's own offer installs this web app (manifest.webmanifest, sw.js).
  const title = offer.kind === 'store' ? t('install.title') : t('install.browserTitle');
  return (
    <aside className={classes.strip} aria-label={title} data-testid="install-prompt">
      <Group wrap="nowrap" gap="xs" className={classes.inner}>
        <LogoMark size={22} />
        {offer.kind === 'steps' ? (
          <Text size="sm" className={classes.text}>
            <b>{title}</b> · {t('install.iosSteps')}
          </Text>
        ) : (
          <Text size="sm" fw={600} className={classes.text} truncate>
            {title}
          </Text>
        )}
        {offer.kind === 'steps' ? null : offer.kind === 'store' ? (
          <Anchor href={offer.href} target="_blank" rel="noopener noreferrer" size="sm" fw={700} onClick={close}>
            {t('install.cta')}
          </Anchor>
        ) : (
          <UnstyledButton
            className={classes.cta}
            onClick={() => {
              void offer.event.prompt();
              close();
            }}
          >
            {t('install.browserCta')}
          </UnstyledButton>
        )}
        <CloseButton size="sm" aria-label={t('install.dismiss')} onClick={close} />
      </Group>
    </aside>
  );
}
