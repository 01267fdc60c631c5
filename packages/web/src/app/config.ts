/** Build-time settings; each has a safe default so a plain `vite build` works. */
export const config = {
  storeLinks: {
    ios: import.meta.env.VITE_IOS_STORE_URL || 'https://apps.apple.com/search?term=gamefolk',
    android: import.meta.env.VITE_ANDROID_STORE_URL || 'https://play.google.com/store/search?q=gamefolk&c=apps',
  },
  // Where /login/{userKey} sends the user back with a one-time change token (the spec's "jam" site).
  oauthReturnUrl: import.meta.env.VITE_OAUTH_RETURN_URL || null,
} as const;
