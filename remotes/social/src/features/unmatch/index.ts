// Ending a connection (unmatch) from the connections list, confirmed in place.
export { RemoveConnection } from './components/remove-connection';
