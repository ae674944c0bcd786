// A page whose first screen the server rendered (server.tsx) and the browser hydrates (bootstrap.tsx).
export { ServerRenderProvider, useServerRenderState, type ServerRenderState } from './components/server-render-provider';
