// What the rest of the app may use of features/organizations; everything else in this folder is its own.
export { MenuOrganizations } from './MenuOrganizations';
export { openNewOrganizationDrawer } from './open-new-organization';
