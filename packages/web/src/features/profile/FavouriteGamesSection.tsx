import { limits, type Personals } from '@gamefolk/contract';
import { Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openGamesEditor } from './editors';
import { GameIcon } from '../../entities/catalog';
import { ProfileSection } from '../../components/ProfileSection';
import classes from './FavouriteGamesSection.module.css';

interface Props {
  userId: number;
  games: Personals['favouriteGames'];
  owner: boolean;
}

/** Up to four favourite games as a showcase row of tiles. */
export function FavouriteGamesSection({ userId, games, owner }: Props) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection
      title={t('sections.games')}
      icon={<IconTrophy size={18} />}
      onEdit={owner ? () => openGamesEditor(userId, games) : undefined}
      editLabel={t('edit.titles.games')}
      empty={
        games.length === 0 ? (owner ? t('empty.gamesOwner', { max: limits.favouriteGames }) : t('empty.games')) : null
      }
    >
      <ol className={classes.row}>
        {games.map((game, index) => (
          <li key={game.id} className={classes.tile}>
            <Text size="xs" c="dimmed" fw={700} className={classes.rank}>
              #{index + 1}
            </Text>
            <GameIcon icon={game.icon} size={64} />
            <Text fw={700} size="sm" lineClamp={2} className={classes.name}>
              {game.name}
            </Text>
          </li>
        ))}
      </ol>
    </ProfileSection>
  );
}
