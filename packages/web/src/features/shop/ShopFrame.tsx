import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsSignedIn } from '../../api/session';

/** The shop's public pages sit in the app shell for members (which pads its content) and bare for guests. */
export function ShopFrame({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  return signedIn ? (
    children
  ) : (
    <Box px="md" py="lg">
      {children}
    </Box>
  );
}
