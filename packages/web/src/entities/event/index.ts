// An event as every screen knows it: the keys its queries are kept under, so any feature can refresh them.
export { eventKeys, type EventFilters } from './keys';
