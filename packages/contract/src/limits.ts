/** Business constants of spec section 9, shared by server and client. */
export const limits = {
  shortText: 30,
  longText: 250,
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  favouriteGames: 4,
  chatMessage: 280,
  imageBytes: 3 * 1024 * 1024,
  fileBytes: 300 * 1024 * 1024,
  /** The longest video accepted (ffprobe's duration at upload): 3 minutes. */
  videoSeconds: 180,
  /** The widest and tallest video frame accepted (ffprobe's width and height at upload). */
  videoMaxSide: 4096,
  /** The most frames a second a video may have. */
  videoMaxFps: 60,
  /** Uploads one player may send in an hour, and how many of them videos (each costs a transcode). */
  uploadsPerHour: 120,
  videosPerHour: 10,
  searchMinChars: 4,
  gameSearchMinChars: 3,
  mentionResults: 5,
  trendLabel: 17,
  /** An image's description (alt text), as Mastodon and Bluesky allow. */
  imageAlt: 1500,
  menuText: 20,
  chatPreview: 25,
  accountGraceDays: 30,
  /** A linked Steam or Riot account's refresh button works again this long after its last use. */
  linkedAccountRefreshMs: 10 * 60 * 1000,
} as const;

export const pageSizes = {
  feed: 5,
  gallery: 6,
  lobby: 24,
  likes: 20,
  followerDetail: 6,
  steamLibrary: 50,
  leaderboard: 5,
  /** The leaderboard where space is short (phones and tablets, under the feed's column). */
  leaderboardCompact: 3,
} as const;

export const pollIntervals = { unreadChatMs: 15_000, notificationsMs: 30_000 } as const;

export const languages = ['tr', 'en', 'es'] as const;
export type Language = (typeof languages)[number];

export const themes = ['dark', 'light'] as const;
export type Theme = (typeof themes)[number];

/** What each plan allows (docs/api.md, "Premium"); the server enforces these, the plans page lists them. */
export const planLimits = {
  free: { galleryPhotos: 12, openLobbies: 5, animatedBanner: false, pinnedLobbies: 0, badge: false },
  premium: { galleryPhotos: 40, openLobbies: 15, animatedBanner: true, pinnedLobbies: 0, badge: true },
  premiumPlus: { galleryPhotos: 100, openLobbies: 30, animatedBanner: true, pinnedLobbies: 1, badge: true },
} as const;

/** Days before a subscription's end when its reminder mail goes out. */
export const premiumReminderDays = 3;
