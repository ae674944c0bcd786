// Full-text search across the user's conversations, shown in place of the conversation list.
export { MessageSearch } from './components/message-search';
