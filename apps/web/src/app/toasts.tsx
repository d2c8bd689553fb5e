import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '../shared/lib/constants.ts';

/**
 * Where toasts appear (§9: top, 3500 ms). Loaded after the first screen: `notifications.show` keeps toasts in a
 * store, so one shown before this mounts still appears.
 */
export default function Toasts() {
  return <Notifications position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />;
}
