/** Build-time settings; each has a safe default so a plain `vite build` works. */
export const config = {
  // The app's own store pages once it is published; unset, no store link is shown (a store search is no app page).
  storeLinks: {
    ios: import.meta.env.VITE_IOS_STORE_URL || null,
    android: import.meta.env.VITE_ANDROID_STORE_URL || null,
  } as { ios: string | null; android: string | null },
  // Where /login/{userKey} sends the user back with a one-time change token (the spec's "jam" site).
  oauthReturnUrl: import.meta.env.VITE_OAUTH_RETURN_URL || null,
} as const;
