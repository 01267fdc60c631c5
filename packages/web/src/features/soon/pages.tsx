import {
  IconCalendarEvent,
  IconCategory,
  IconDeviceGamepad2,
  IconPuzzle,
  IconSwords,
  IconTrophy,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SoonPage } from './SoonPage';

// Routes whose features arrive in later issues; each will move to its own feature folder then.
const size = 32;

export function LobbiesPage() {
  const { t } = useTranslation('pages');
  return (
    <SoonPage icon={<IconSwords size={size} />} title={t('features.lobbies.title')} text={t('features.lobbies.text')} />
  );
}

export function LobbyPage() {
  const { t } = useTranslation('pages');
  const id = useParams().id ?? '';
  return (
    <SoonPage
      icon={<IconSwords size={size} />}
      title={t('features.lobby.title', { id })}
      text={t('features.lobby.text')}
    />
  );
}

export function EventsPage() {
  const { t } = useTranslation('pages');
  return (
    <SoonPage
      icon={<IconCalendarEvent size={size} />}
      title={t('features.events.title')}
      text={t('features.events.text')}
    />
  );
}

export function GamesPage() {
  const { t } = useTranslation('pages');
  return (
    <SoonPage
      icon={<IconDeviceGamepad2 size={size} />}
      title={t('features.games.title')}
      text={t('features.games.text')}
    />
  );
}

export function DailyPuzzlePage() {
  const { t } = useTranslation('pages');
  return (
    <SoonPage
      icon={<IconPuzzle size={size} />}
      title={t('features.dailyPuzzle.title')}
      text={t('features.dailyPuzzle.text')}
    />
  );
}

export function CategoryMatchPage() {
  const { t } = useTranslation('pages');
  return (
    <SoonPage
      icon={<IconCategory size={size} />}
      title={t('features.categoryMatch.title')}
      text={t('features.categoryMatch.text')}
    />
  );
}

export function RiotCallbackPage() {
  const { t } = useTranslation('pages');
  return <SoonPage icon={<IconTrophy size={size} />} title={t('features.riot.title')} text={t('features.riot.text')} />;
}

export function RiotTxtPage() {
  const { t } = useTranslation('pages');
  return (
    <SoonPage soon={false} icon={<IconTrophy size={size} />} title={t('riotTxt.title')} text={t('riotTxt.text')} />
  );
}
