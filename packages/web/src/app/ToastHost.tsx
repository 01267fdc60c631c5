import { Notifications } from '@mantine/notifications';
import classes from './RootShell.module.css';

/** Where toasts show: low on the left beside the desktop's chat dock, above the phone's bottom bar. */
export function ToastHost({ phone }: { phone: boolean }) {
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'bottom-left'}
      limit={3}
      zIndex={1000}
      className={classes.toasts}
    />
  );
}
