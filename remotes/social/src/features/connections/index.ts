export { ConnectionCard } from './components/connection-card';
export { ConnectionList, NO_CONNECTIONS_TEXT } from './components/connection-list';
