/**
 * Every error a client can meet: its HTTP status and the English text of the spec's catalogue.
 * Clients translate by code; the description is the safe fallback.
 */
export const errorCatalogue = {
  // envelope
  invalidInput: { status: 400, description: 'Some fields are not valid.' },
  fieldRequired: { status: 400, description: 'Please fill inputs.' },
  invalidJson: { status: 400, description: 'The request body is not valid JSON.' },
  unsupportedMediaType: { status: 415, description: 'Requests must be sent as JSON.' },
  unknownAction: { status: 404, description: 'This action does not exist.' },
  notFound: { status: 404, description: 'Not found.' },
  unauthenticated: { status: 401, description: 'Your session has ended. Please sign in again.' },
  unauthorized: { status: 403, description: "You don't have authorization for this action." },
  tooManyRequests: { status: 429, description: 'Too many attempts. Please wait a moment and try again.' },
  internalError: { status: 500, description: 'Something went wrong...' },
  serviceUnavailable: {
    status: 503,
    description: 'The service is briefly unavailable. Please try again in a few seconds.',
  },
  notConfigured: { status: 503, description: 'This feature is not configured on this server.' },
  invalidCharacters: { status: 400, description: 'This text contains characters that are not allowed.' },
  // account rules (spec section 5)
  usernameTooShort: { status: 400, description: 'Username must be at least 3 characters.' },
  usernameTooLong: { status: 400, description: 'Username can be at most 30 characters.' },
  usernameInvalid: { status: 400, description: 'Username cannot contain spaces or punctuation.' },
  usernameReserved: { status: 400, description: 'This username is not allowed.' },
  usernameUrl: { status: 400, description: 'Username cannot be a link.' },
  usernameTaken: { status: 400, description: 'Username is already taken.' },
  invalidEmail: { status: 400, description: 'Invalid email address.' },
  mailInUse: { status: 400, description: 'Mail is already in use.' },
  passwordTooShort: { status: 400, description: 'Password must be at least 8 characters.' },
  passwordTooLong: { status: 400, description: 'Password can be at most 128 characters.' },
  passwordWeak: {
    status: 400,
    description: 'Password needs an uppercase letter, a lowercase letter, a digit and a special character.',
  },
  passwordMismatch: { status: 400, description: "Passwords doesn't match, please check again." },
  textTooLong: { status: 400, description: 'This text is too long.' },
  invalidPhone: { status: 400, description: 'Phone can only contain digits.' },
  unsupportedLanguage: { status: 400, description: 'This language is not supported.' },
  // sign-in
  badCredentials: {
    status: 400,
    description: "Couldn't find matched user, check your credentials or you may not have activated your account",
  },
  linkInvalid: { status: 400, description: 'This link is invalid or has already been used.' },
  linkExpired: { status: 400, description: 'This link has expired. Please ask for a new one.' },
  alreadyActive: { status: 400, description: 'This account is already active. You can log in.' },
  googleLoginFailed: { status: 400, description: 'Google sign-in failed. Please try again.' },
  googleEmailUnverified: { status: 400, description: 'Your Google account email is not verified.' },
  accountFrozen: { status: 403, description: 'This account is suspended.' },
  // profiles and settings
  unknownUser: { status: 404, description: 'Unknown user' },
  socialLinkInvalid: { status: 400, description: 'This link is not an address of that network.' },
  tooManyFavouriteGames: { status: 400, description: 'You can pick at most 4 favourite games.' },
  unknownGame: { status: 400, description: 'This game is not in the catalog.' },
  gameNameTaken: { status: 409, description: 'A game with this name is already in the catalog.' },
  codeInvalid: { status: 400, description: 'The code is invalid.' },
  codeExpired: { status: 400, description: 'The verification code has expired.' },
  emailNotFound: { status: 400, description: 'Email does not exists' },
  mailChangeFailed: { status: 400, description: 'Failed to change email address. Please try again.' },
  wrongPassword: { status: 400, description: 'Wrong... Try again!' },
  // feed
  emptyPost: { status: 400, description: "You can't create an empty post." },
  emptyComment: { status: 400, description: "You can't send an empty comment..." },
  invalidAttachment: { status: 400, description: 'This attachment is not a file uploaded here.' },
  foreignAttachment: { status: 400, description: 'Only GIFs from GIPHY can be attached from another site.' },
  postNotFound: { status: 404, description: 'This post does not exist or was deleted.' },
  searchTooShort: { status: 400, description: 'Type more than 3 characters to search.' },
  cannotFollowSelf: { status: 400, description: "You can't follow yourself." },
  cannotBlockSelf: { status: 400, description: "You can't block yourself." },
  blockedUser: { status: 403, description: "You can't interact with this user." },
  unblockFailed: { status: 400, description: 'Unblock failed' },
  connectionExists: { status: 400, description: 'You are already connected, or a request is waiting.' },
  connectionNotPossible: { status: 400, description: 'This request can no longer be answered.' },
  cannotConnectSelf: { status: 400, description: "You can't connect with yourself." },
  requestNotFound: { status: 404, description: 'This request does not exist.' },
  unknownError: { status: 400, description: 'Something went wrong...' },
  reportTargetNotFound: { status: 404, description: 'What you reported does not exist.' },
  emptyMessage: { status: 400, description: "You can't send an empty message." },
  cannotChatSelf: { status: 400, description: "You can't message yourself." },
  // organizations
  organizationNameNotAccepted: { status: 400, description: 'Organization name is not acceptable.' },
  stealingName: { status: 400, description: "An organization name can't contain the Gamefolk name." },
  missingLogo: { status: 400, description: 'Please add a logo for your organization.' },
  organizationCodeTaken: { status: 400, description: 'Every address for this name is taken. Try another name.' },
  organizationCreateFailed: { status: 400, description: 'Organization create process failed...' },
  deletedOrganization: { status: 404, description: 'This organization no longer exists.' },
  notOrganizationMember: { status: 400, description: 'This user is not a member of the organization.' },
  founderCannotLeave: { status: 400, description: 'Hand the organization over before you leave it.' },
  alreadyMember: { status: 400, description: 'Already a member or invited.' },
  noInvitation: { status: 404, description: 'There is no invitation to answer.' },
  // uploads
  badFileSize: { status: 400, description: "File size can't be bigger than 3mb!" },
  fileTooLarge: { status: 400, description: "File size can't be bigger than 300mb!" },
  unsupportedFileType: { status: 400, description: 'This file type is not supported.' },
  fileTypeMismatch: { status: 400, description: "The file's name does not match its content." },
  videoTooLong: { status: 400, description: "A video can't be longer than 3 minutes." },
  fileUploadFailed: { status: 400, description: 'The file could not be uploaded.' },
  uploadQuotaExceeded: { status: 400, description: 'You have used all the space for your files. Delete some first.' },
  storageUnavailable: { status: 503, description: 'Files cannot be stored or read right now. Please try again later.' },
  pushEndpointInvalid: { status: 400, description: 'This device cannot receive notifications from us.' },
  // puzzles
  invalidDate: { status: 400, description: 'This date is not valid.' },
  notTodayOnEarth: { status: 400, description: 'This date is not today anywhere on Earth. Check your clock.' },
  noPuzzleToday: { status: 404, description: 'There is no puzzle today.' },
  puzzleNotFound: { status: 404, description: 'This puzzle does not exist.' },
  puzzleNotToday: { status: 400, description: 'This puzzle is no longer played. Try today’s puzzle.' },
  wordLength: { status: 400, description: 'The word must have 5 letters.' },
  notAWord: { status: 400, description: 'Not in the word list.' },
  puzzleOver: { status: 400, description: 'This puzzle is over. Come back tomorrow!' },
  noHintsLeft: { status: 400, description: 'No more hints left!' },
  selectThree: { status: 400, description: 'Please select exactly 3 items' },
  unknownItem: { status: 400, description: 'These items are not in this puzzle.' },
  itemsAlreadyFound: { status: 400, description: 'This group is already found.' },
  puzzleNotFinished: { status: 400, description: 'Finish the puzzle first.' },
  puzzleAlreadyPlayed: { status: 400, description: 'Someone has already played this puzzle; it can no longer change.' },
  puzzleDateInPast: { status: 400, description: 'Puzzles can be scheduled for today or later only.' },
  duplicateItems: { status: 400, description: 'Each item must appear once.' },
  // lobbies
  lobbyNotFound: { status: 404, description: 'This lobby does not exist or was deleted.' },
  lobbyMinMembers: { status: 400, description: 'A lobby looks for at least 1 member.' },
  lobbyMaxMembers: { status: 400, description: 'A lobby can look for at most 100 members.' },
  lobbyMinAboveMax: { status: 400, description: 'The minimum cannot be more than the maximum.' },
  lobbyMaxBelowMembers: { status: 400, description: 'The lobby already has more members than this maximum.' },
  alreadyApplied: { status: 400, description: 'You have already applied to this lobby.' },
  ownLobby: { status: 400, description: "You can't apply to your own lobby." },
  lobbyFull: { status: 400, description: 'This lobby is full.' },
  lobbyClosed: { status: 400, description: 'This lobby is closed.' },
  teamRequired: { status: 400, description: 'Choose the team you apply with.' },
  applicationNotFound: { status: 404, description: 'This application does not exist.' },
  applicationAnswered: { status: 400, description: 'This application has already been answered.' },
  notLobbyMember: { status: 400, description: 'You are not a member of this lobby.' },
  // events
  eventNotFound: { status: 404, description: 'This event does not exist or was deleted.' },
  eventEndsBeforeStart: { status: 400, description: 'An event must end after it starts.' },
  eventInPast: { status: 400, description: 'An event must start in the future.' },
  eventOver: { status: 400, description: 'This event is over.' },
  // shop and payments
  productNotFound: { status: 404, description: 'This product does not exist.' },
  orderNotFound: { status: 404, description: 'Order not found' },
  sizeRequired: { status: 400, description: 'Please choose a size.' },
  unknownSize: { status: 400, description: 'This product does not come in that size.' },
  outOfStock: { status: 400, description: 'Not enough left in stock.' },
  unpaidUnitsLimit: {
    status: 400,
    description: 'You already hold the most items allowed in unpaid orders. Pay for one or cancel it first.',
  },
  quantityInvalid: { status: 400, description: 'Choose a quantity from 1 to 10.' },
  singleItem: { status: 400, description: 'This product is bought one at a time.' },
  paymentFailed: { status: 400, description: 'Payment failed, please try again.' },
  paymentProviderError: { status: 502, description: 'The payment service did not answer. Please try again.' },
  paymentHashInvalid: { status: 400, description: 'The payment notice is not signed by the payment service.' },
  paymentAmountMismatch: { status: 400, description: 'The paid amount is not the order’s total.' },
  refundReasonRequired: { status: 400, description: 'Please choose a reason.' },
  refundNotPossible: { status: 400, description: 'This order cannot be refunded.' },
  refundAlreadyRequested: { status: 400, description: 'A refund of this order was already asked for.' },
  refundNotRequested: { status: 400, description: 'No refund of this order is waiting for an answer.' },
  refundFailed: { status: 502, description: 'The payment service did not make the refund. Please try again later.' },
  orderNotCancellable: { status: 400, description: 'This order can no longer be cancelled.' },
  orderNotPaid: { status: 400, description: 'This order is not paid.' },
  notShippable: { status: 400, description: 'Only paid merch orders are shipped.' },
  trackingCodeRequired: { status: 400, description: 'Please enter the tracking code.' },
  priceInvalid: { status: 400, description: 'Enter a price of at least $0.01.' },
  stockInvalid: { status: 400, description: 'Stock must be a whole number from 0.' },
  productIncomplete: { status: 400, description: 'This product type needs more details.' },
  // games catalog
  gameSearchTooShort: { status: 400, description: 'Type at least 3 characters to search for a game.' },
  // outside providers (Steam, Riot)
  providerUnavailable: {
    status: 503,
    description: 'The game service is not answering right now. Please try again later.',
  },
  syncCooldown: { status: 429, description: 'This was refreshed a moment ago. Please try again later.' },
  // steam
  steamLoginFailed: { status: 400, description: 'Steam login failed. Please try again.' },
  steamAccountMismatch: { status: 400, description: 'This account is integrated with another steam account.' },
  steamAccountTaken: { status: 400, description: 'This Steam account has been integrated by another user.' },
  steamProfilePrivate: { status: 400, description: 'Steam profile must be public' },
  steamNotLinked: { status: 400, description: 'No Steam account is linked yet.' },
  steamStateInvalid: {
    status: 400,
    description: 'This Steam answer was not asked for here, or has expired. Please start again.',
  },
  // riot
  riotLoginFailed: { status: 400, description: 'Riot sign-in failed. Please try again.' },
  riotStateInvalid: {
    status: 400,
    description: 'This Riot sign-in has expired or was already used. Please connect again.',
  },
  riotAccountTaken: { status: 400, description: 'This Riot account has been linked by another user.' },
  riotNotLinked: { status: 400, description: 'No Riot account is linked yet.' },
  riotPlatformInvalid: { status: 400, description: 'Choose a League of Legends server from the list.' },
  // premium (docs/api.md, "Premium")
  premiumRequired: { status: 400, description: 'This is a Game Actor Plus benefit. See the plans to get it.' },
  premiumPlusRequired: { status: 400, description: 'Pinning a lobby is a Premium Plus benefit.' },
  photoLimitReached: { status: 400, description: "You have reached your plan's number of profile photos." },
  openLobbyLimitReached: { status: 400, description: "You have reached your plan's number of open lobbies." },
  animatedBannerPremium: { status: 400, description: 'Animated banners (GIF or WebP) come with Premium.' },
} as const satisfies Record<string, { status: number; description: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The failure body of the envelope. `field` names the input that broke a rule, when one did. */
export interface ErrorBody {
  error: { code: ErrorCode; description: string; field?: string };
}
