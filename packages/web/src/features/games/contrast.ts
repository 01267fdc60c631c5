import { useLocalStorage } from '@mantine/hooks';

/** Colour-blind mode: orange and blue instead of green and yellow, kept on this device. */
export function useHighContrast() {
  return useLocalStorage<boolean>({ key: 'gamefolk.games.highContrast', defaultValue: false });
}
