import { DIALOG_WIDTH } from '../lib/constants.ts';

/**
 * What the app sets up for dialogs at start. Kept apart from dialogs.tsx so that the dialog's body (buttons,
 * sub-option menus) loads with the pages that open dialogs, not with the app's first screen.
 */
let navigate: (to: string) => unknown = (to) => window.location.assign(to);

/** Dialogs open outside the router; the app gives them its navigate once (e.g. `router.navigate`). */
export function configureDialogs(options: { navigate: (to: string) => unknown }) {
  navigate = options.navigate;
}

export const dialogNavigate = (to: string) => navigate(to);

/** §9: Escape closes; dialogs are never narrower than 420 px (or the screen). */
export const dialogModalProps = {
  closeOnEscape: true,
  styles: { content: { minWidth: `min(${DIALOG_WIDTH.min}px, 100%)` } },
} as const;

let hostMounted = false;
let waiting: (() => void)[] = [];
/** The dialog host calls this when it mounts, and the function it returns when it unmounts. */
export const dialogHostMounted = () => {
  hostMounted = true;
  const shows = waiting;
  waiting = [];
  // After the host's own effects, as a promise's continuation would run.
  queueMicrotask(() => shows.forEach((show) => show()));
  return () => {
    hostMounted = false;
  };
};
/**
 * Runs `show` once the dialog host (Mantine's ModalsProvider, loaded after the first screen) is mounted and
 * listening — at once when it is: a dialog asked for earlier (or while the host is away) waits for it instead of
 * being lost.
 */
export function whenDialogHostReady(show: () => void): void {
  if (hostMounted) show();
  else waiting.push(show);
}
