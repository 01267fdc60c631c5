import { activateUserHandler, namecheckHandler, registerHandler } from './account/register.js';
import { changePasswordHandler, changeRequestHandler } from './account/password.js';
import { createLoginRequestHandler, saveUserLanguageHandler } from './account/preferences.js';
import { getAuthProvidersHandler } from './account/providers.js';
import { authHandler, loginWithGoogleHandler, logoutHandler, userHandler } from './account/sign-in.js';
import { getSessionsHandler, revokeOtherSessionsHandler, revokeSessionHandler } from './account/sessions.js';
import {
  authSecondFactorHandler,
  confirmTotpHandler,
  disableTotpHandler,
  getTotpStatusHandler,
  startTotpHandler,
} from './account/totp.js';
import { getPersonalsHandler, saveGamingStatusHandler, savePersonalsHandler } from './profile/personals.js';
import {
  getUserAccessoriesHandler,
  getUserSystemHandler,
  saveUserAccessoriesHandler,
  saveUserSystemHandler,
} from './profile/hardware.js';
import { getUserPhotosHandler, saveUserPhotosHandler, uploadFileHandler } from './profile/photos.js';
import { getUserByCodeHandler, getUserByIdHandler } from './profile/users.js';
import {
  deleteAccountHandler,
  deleteAccountRequestHandler,
  freezeAccountHandler,
  restoreAccountHandler,
  updatePasswordHandler,
} from './settings/account.js';
import { addMailHandler, addMailRequestHandler, changeMailRequestHandler } from './settings/mail.js';
import { getGameByIdHandler, getGamesHandler } from './games/catalog.js';
import {
  addSteamFavouritesHandler,
  createGameHandler,
  mergeGamesHandler,
  setGameIconHandler,
  updateGameHandler,
} from './games/manage.js';
import { getCountriesHandler } from './games/countries.js';
import {
  createCommentHandler,
  deleteFeedHandler,
  getCommentsHandler,
  getOneFeedHandler,
  postHandler,
  updateFeedHandler,
} from './feed/posts.js';
import {
  getFeedAttachmentsHandler,
  getFeedHandler,
  getLikesHandler,
  likeHandler,
  searchMentionsHandler,
} from './feed/lists.js';
import { promoteTagHandler, retrieveTrendsHandler } from './feed/trends.js';
import { blockuserHandler, followUserHandler, unblockUserHandler, userBlocksHandler } from './graph/follow-block.js';
import {
  answerRequestHandler,
  cancelRequestHandler,
  checkRequestHandler,
  connectionDetailHandler,
  connectionRequestDetailHandler,
  connectionRequestHandler,
  getConnectionRequestsHandler,
  getUserConnectionsHandler,
  removeConnectionHandler,
} from './graph/connections.js';
import { followerDetailHandler, getUserFollowersHandler, searchUserHandler } from './graph/followers.js';
import {
  deleteUserDeviceHandler,
  getNotificationsHandler,
  getPushKeyHandler,
  readNotificationsHandler,
  userDeviceHandler,
} from './notifications/notifications.js';
import {
  createReportHandler,
  getAllReportOptionsHandler,
  getReportsHandler,
  resolveReportHandler,
} from './reports/reports.js';
import { getModerationLogHandler, moderateUserHandler } from './moderation/moderation.js';
import {
  createChannelsHandler,
  getChatmessagesByChannelIdHandler,
  getUnreadChatChannelsHandler,
  getUserChatChannelsHandler,
  postChatHandler,
  readUserChatChannelHandler,
} from './chat/chat.js';
import { deleteChatMessageHandler, editChatMessageHandler } from './chat/chat-edits.js';
import { answerChatRequestHandler, getChatPrivacyHandler, saveChatPrivacyHandler } from './chat/chat-requests.js';
import { getLobbyChatHandler } from './lobby-chat/lobby-chat.js';
import { pinLobbyHandler, unpinLobbyHandler } from './premium/premium.js';
import {
  checkOrganizationCodeHandler,
  createOrganizationHandler,
  deleteorganizationHandler,
  getCategoriesHandler,
  transferOrganizationHandler,
  updateOrganizationHandler,
} from './organizations/manage.js';
import {
  answerOrganizationInviteHandler,
  followOrganizationHandler,
  getUserOrganizationsHandler,
  inviteToOrganizationHandler,
  leaveOrganizationHandler,
  organizationCodeHandler,
  organizationFollowersHandler,
  organizationIdHandler,
  organizationsDetailHandler,
  organizationUsersDetailHandler,
  organizationUsersHandler,
  setUserOrganizationRoleHandler,
} from './organizations/members.js';
import { completePuzzleHandler, guessWordHandler, hintWordHandler, todaysPuzzleHandler } from './puzzles/word.js';
import { checkCategoryHandler, hintCategoryHandler, todaysCategoriesHandler } from './puzzles/category.js';
import {
  isCompletedCategoryPuzzleHandler,
  isCompletedWordPuzzleHandler,
  puzzleProgressHandler,
  puzzleStatsHandler,
} from './puzzles/progress.js';
import { scheduledPuzzlesHandler, setPuzzleHandler } from './puzzles/manage.js';
import { followingLeaderboardsHandler, puzzleLeaderboardsHandler } from './puzzles/boards.js';
import { getQuestsHandler, getQuestsWithCompletedCountHandler } from './quests/quests.js';
import { createLobbyHandler, deleteLobbyHandler, getFiltersHandler, updateLobbyHandler } from './lobbies/manage.js';
import { getLobbyByIdHandler, getMyLobbiesHandler, searchLobbyHandler } from './lobbies/lists.js';
import { getLobbyVoiceHandler, getVoiceRoomHandler, moderateVoiceHandler } from './voice/voice.js';
import {
  answerLobbyApplicationHandler,
  applyLobbyHandler,
  deleteLobbyApplicationHandler,
  getLobbyApplicationsHandler,
  getMyApplicationsHandler,
  leaveLobbyHandler,
  removeLobbyMemberHandler,
  updateLobbyApplicationHandler,
} from './lobbies/applications.js';
import {
  createEventHandler,
  deleteEventHandler,
  getTagsHandler,
  setParticipationHandler,
  updateEventHandler,
} from './events/manage.js';
import { getEventCalendarHandler, getEventHandler, getEventsHandler, getParticipantsHandler } from './events/lists.js';
import { riotHandlers } from './integrations/riot.js';
import { shopHandlers } from './shop/index.js';
import {
  loginWithSteamHandler,
  steamAuthHandler,
  steamLinkUrlHandler,
  steamLoginUrlHandler,
} from './integrations/steam-login.js';
import {
  getFeaturedSteamHandler,
  getLastActivityHandler,
  getSteamActivityHandler,
  getSteamLibraryV2Handler,
  getUserAchievementsHandler,
  getUserGenresHandler,
  removeSteamHandler,
  syncAchievementsHandler,
  syncSteamLibraryHandler,
  userIntegrationsHandler,
} from './integrations/steam.js';
import { searchGifsHandler } from './gifs/search.js';
import type { ActionHandler } from './define.js';

export const handlers: ActionHandler[] = [
  steamLoginUrlHandler,
  steamLinkUrlHandler,
  loginWithSteamHandler,
  steamAuthHandler,
  userIntegrationsHandler,
  removeSteamHandler,
  syncSteamLibraryHandler,
  getSteamLibraryV2Handler,
  getFeaturedSteamHandler,
  getSteamActivityHandler,
  getLastActivityHandler,
  getUserGenresHandler,
  syncAchievementsHandler,
  getUserAchievementsHandler,
  getGamesHandler,
  getGameByIdHandler,
  createGameHandler,
  updateGameHandler,
  mergeGamesHandler,
  setGameIconHandler,
  addSteamFavouritesHandler,
  getCountriesHandler,
  registerHandler,
  namecheckHandler,
  activateUserHandler,
  authHandler,
  userHandler,
  logoutHandler,
  loginWithGoogleHandler,
  getAuthProvidersHandler,
  getSessionsHandler,
  revokeSessionHandler,
  revokeOtherSessionsHandler,
  getTotpStatusHandler,
  startTotpHandler,
  confirmTotpHandler,
  disableTotpHandler,
  authSecondFactorHandler,
  changeRequestHandler,
  changePasswordHandler,
  saveUserLanguageHandler,
  createLoginRequestHandler,
  getPersonalsHandler,
  savePersonalsHandler,
  saveGamingStatusHandler,
  getUserByIdHandler,
  getUserByCodeHandler,
  getUserAccessoriesHandler,
  saveUserAccessoriesHandler,
  getUserSystemHandler,
  saveUserSystemHandler,
  saveUserPhotosHandler,
  getUserPhotosHandler,
  uploadFileHandler,
  changeMailRequestHandler,
  addMailRequestHandler,
  addMailHandler,
  updatePasswordHandler,
  freezeAccountHandler,
  deleteAccountRequestHandler,
  deleteAccountHandler,
  restoreAccountHandler,
  postHandler,
  createCommentHandler,
  getCommentsHandler,
  updateFeedHandler,
  deleteFeedHandler,
  getFeedHandler,
  getOneFeedHandler,
  getFeedAttachmentsHandler,
  getLikesHandler,
  likeHandler,
  retrieveTrendsHandler,
  promoteTagHandler,
  searchMentionsHandler,
  followUserHandler,
  blockuserHandler,
  unblockUserHandler,
  userBlocksHandler,
  connectionRequestHandler,
  cancelRequestHandler,
  answerRequestHandler,
  removeConnectionHandler,
  checkRequestHandler,
  getConnectionRequestsHandler,
  connectionRequestDetailHandler,
  getUserConnectionsHandler,
  connectionDetailHandler,
  getUserFollowersHandler,
  followerDetailHandler,
  searchUserHandler,
  getNotificationsHandler,
  readNotificationsHandler,
  userDeviceHandler,
  deleteUserDeviceHandler,
  getPushKeyHandler,
  getAllReportOptionsHandler,
  createReportHandler,
  getReportsHandler,
  resolveReportHandler,
  moderateUserHandler,
  getModerationLogHandler,
  createChannelsHandler,
  getUserChatChannelsHandler,
  postChatHandler,
  getUnreadChatChannelsHandler,
  getChatmessagesByChannelIdHandler,
  readUserChatChannelHandler,
  saveChatPrivacyHandler,
  getChatPrivacyHandler,
  answerChatRequestHandler,
  editChatMessageHandler,
  deleteChatMessageHandler,
  getLobbyChatHandler,
  pinLobbyHandler,
  unpinLobbyHandler,
  getCategoriesHandler,
  checkOrganizationCodeHandler,
  createOrganizationHandler,
  updateOrganizationHandler,
  deleteorganizationHandler,
  transferOrganizationHandler,
  organizationIdHandler,
  organizationCodeHandler,
  organizationsDetailHandler,
  organizationUsersHandler,
  organizationUsersDetailHandler,
  setUserOrganizationRoleHandler,
  inviteToOrganizationHandler,
  answerOrganizationInviteHandler,
  leaveOrganizationHandler,
  followOrganizationHandler,
  getUserOrganizationsHandler,
  organizationFollowersHandler,
  setPuzzleHandler,
  scheduledPuzzlesHandler,
  todaysPuzzleHandler,
  todaysCategoriesHandler,
  guessWordHandler,
  hintWordHandler,
  checkCategoryHandler,
  hintCategoryHandler,
  puzzleProgressHandler,
  completePuzzleHandler,
  isCompletedWordPuzzleHandler,
  isCompletedCategoryPuzzleHandler,
  puzzleLeaderboardsHandler,
  followingLeaderboardsHandler,
  puzzleStatsHandler,
  getQuestsHandler,
  getQuestsWithCompletedCountHandler,
  getFiltersHandler,
  createLobbyHandler,
  updateLobbyHandler,
  deleteLobbyHandler,
  getLobbyByIdHandler,
  searchLobbyHandler,
  getMyLobbiesHandler,
  applyLobbyHandler,
  getLobbyApplicationsHandler,
  getMyApplicationsHandler,
  updateLobbyApplicationHandler,
  deleteLobbyApplicationHandler,
  answerLobbyApplicationHandler,
  leaveLobbyHandler,
  removeLobbyMemberHandler,
  getVoiceRoomHandler,
  moderateVoiceHandler,
  getLobbyVoiceHandler,
  getTagsHandler,
  createEventHandler,
  updateEventHandler,
  deleteEventHandler,
  getEventHandler,
  getEventsHandler,
  setParticipationHandler,
  getParticipantsHandler,
  getEventCalendarHandler,
  ...riotHandlers,
  ...shopHandlers,
  searchGifsHandler,
];
