import { Collapse, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InlineEmpty } from './InlineEmpty';
import classes from './MessagesDock.module.css';

/** The docked Messages panel above 770 px; channels and the chat window arrive with the chat issue. */
export function MessagesDock() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useLocalStorage({ key: 'messages_dock_open', defaultValue: false });
  return (
    <section className={classes.dock} aria-labelledby="messages-dock-title">
      <UnstyledButton
        className={classes.head}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="messages-dock-body"
        aria-label={open ? t('messages.collapse') : t('messages.expand')}
      >
        <IconMessageCircle size={18} aria-hidden />
        <span id="messages-dock-title" className={classes.title}>
          {t('messages.title')}
        </span>
        {open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronUp size={18} aria-hidden />}
      </UnstyledButton>
      <Collapse expanded={open} id="messages-dock-body">
        <div className={classes.body}>
          <InlineEmpty
            icon={<IconMessageCircle size={22} />}
            title={t('messages.soonTitle')}
            text={t('messages.soonText')}
          />
        </div>
      </Collapse>
    </section>
  );
}
