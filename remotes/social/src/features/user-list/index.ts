// How the social screens show people: a summary card per user, the list that holds the cards
// (with its loading, failed and empty states) and the page frame around them.
export { QueryUserList, UserList, type ListQuery } from './components/user-list';
export { SocialPage } from './components/social-page';
export { UserSummary } from './components/user-summary';
