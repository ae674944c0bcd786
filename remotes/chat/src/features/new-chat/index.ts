// "Start a new chat": a picker of the user's connections that opens the chat with the one chosen.
export { NewChat } from './components/new-chat';
