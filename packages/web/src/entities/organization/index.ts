// An organization as every screen knows it: its query keys, the ones the signed-in player speaks for, its short name.
export { organizationKeys, useManagedOrganizationsQuery } from './hooks';
export { truncateName } from './names';
