import { Button, Collapse } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserQuery } from '../../entities/account';
import { closedMailFlow, type MailFlow } from './mail-flow';
import { MailAddressForm } from './MailAddressForm';
import { MailCodeForm } from './MailCodeForm';
import { SettingRow } from '../../components/SettingsCard';
import classes from './SettingsPage.module.css';

/** The account mail: change it (code to the current address) or add one (code to the new address). */
export function MailSection() {
  const { t } = useTranslation('settings');
  const { data: user } = useUserQuery();
  const [flow, setFlow] = useState<MailFlow>(closedMailFlow);
  const email = user?.email ?? null;
  const close = () => setFlow(closedMailFlow);

  return (
    <SettingRow
      icon={<IconAt size={22} stroke={1.6} />}
      label={t('mail.title')}
      text={email ?? t('mail.none')}
      action={
        flow.step === 'closed' && (
          <Button variant="default" onClick={() => setFlow({ step: 'address' })} disabled={!user}>
            {email ? t('mail.change') : t('mail.add')}
          </Button>
        )
      }
    >
      <Collapse expanded={flow.step !== 'closed'}>
        <div className={classes.panel}>
          {flow.step === 'address' && (
            <MailAddressForm
              currentEmail={email}
              onSent={(newMail, expiresAt) => setFlow({ step: 'code', newMail, expiresAt })}
              onCancel={close}
            />
          )}
          {flow.step === 'code' && (
            <MailCodeForm
              key={flow.expiresAt}
              currentEmail={email}
              newMail={flow.newMail}
              expiresAt={flow.expiresAt}
              onResent={(expiresAt) => setFlow({ ...flow, expiresAt })}
              onOtherAddress={() => setFlow({ step: 'address' })}
              onDone={close}
            />
          )}
        </div>
      </Collapse>
    </SettingRow>
  );
}
