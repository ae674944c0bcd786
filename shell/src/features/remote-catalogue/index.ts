export { readRemoteCatalogue, type RemoteCatalogue, type RemoteMount } from './lib/read-remote-catalogue';
