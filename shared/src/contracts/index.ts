// Request and response schemas of the API, written once: the server validates and serializes
// with them, clients take their types from them (`api().get<Answer<typeof schema>>`, imported
// with `import type` so no zod is bundled; lint holds it), and the OpenAPI document is made from them.
export * from './constants';
export * from './common';
export * from './users';
export * from './auth';
export * from './profile';
export * from './feed';
export * from './requests';
export * from './chat';
export * from './socket-events';
export * from './live';
export * from './reports';
export * from './safety';
export * from './account';
export * from './events';
export * from './teams';
export * from './team-candidates';
export * from './auto-team';
export * from './team-chat';
export * from './client-errors';
