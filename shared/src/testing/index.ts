// Test doubles and render helpers for every package's tests; production code never imports this.
export { httpError } from './http-error';
export { createTestQueryClient, renderWithProviders, type RenderOptions } from './render';
export { FakeSocket, type Emitted } from './fake-socket';
export { expectSkeleton } from './skeleton';
export { answering, answeringEach, failing, failOnUnhandledApi, globalHandlers, loading, signedIn, signedOut, unhandledApiRequest } from './story-api';
