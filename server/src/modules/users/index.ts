/**
 * Door of the users module, what other code may use of it (ARCHITECTURE.md).
 * How a person is shown (public and own views, trust signals) and whether an account is listed
 * (not suspended or deleted): the shapes and the filter every module uses.
 */
export { publicUserColumns, toOwnUser, toPublicUser, toTrustSignals } from './public-user';
export type { OwnUser, PublicUser, PublicUserRow } from './public-user';
export { isListed, isListedUser } from './visibility';
