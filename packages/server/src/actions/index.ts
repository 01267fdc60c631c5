import { activateUserHandler, namecheckHandler, registerHandler } from './account/register.js';
import { changePasswordHandler, changeRequestHandler } from './account/password.js';
import { createLoginRequestHandler, saveUserLanguageHandler } from './account/preferences.js';
import { getAuthProvidersHandler } from './account/providers.js';
import { authHandler, loginWithGoogleHandler, logoutHandler, userHandler } from './account/sign-in.js';
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
import {
  createChannelsHandler,
  getChatmessagesByChannelIdHandler,
  getUnreadChatChannelsHandler,
  getUserChatChannelsHandler,
  postChatHandler,
  readUserChatChannelHandler,
} from './chat/chat.js';
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
import type { ActionHandler } from './define.js';

export const handlers: ActionHandler[] = [
  getGamesHandler,
  getGameByIdHandler,
  getCountriesHandler,
  registerHandler,
  namecheckHandler,
  activateUserHandler,
  authHandler,
  userHandler,
  logoutHandler,
  loginWithGoogleHandler,
  getAuthProvidersHandler,
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
  createChannelsHandler,
  getUserChatChannelsHandler,
  postChatHandler,
  getUnreadChatChannelsHandler,
  getChatmessagesByChannelIdHandler,
  readUserChatChannelHandler,
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
];
