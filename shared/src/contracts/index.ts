// Request and response schemas of the API, written once: the server validates and serializes
// with them, clients take their types from them (`api().get<Answer<typeof schema>>`, imported
// with `import type` so no zod is bundled; lint holds it), and the OpenAPI document is made from them.
//
// Envelopes. The spec's routes (SPEC.md §7) keep the shapes its client reads: `{ reqs }`,
// `{ connections }`, `{ feedData, nextCursor }`, `{ conversations }`, `{ status }`, `{ message }`
// and `{ message, <what changed> }` (user, project, hackathon, request, profileUrl), a profile as
// it is. Every other route answers `{ data }`; a page of a list has its paging beside it
// (`nextCursor`, or `page` and `hasMore`); nothing to say is 204. Not envelopes: the data export
// (a file) and the operators' probes. Still bare until the chat stack is made one: GET
// /live/summary, POST /convos/:id/read and the team chat's reads.
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
export * from './organisers';
export * from './dashboard';
export * from './formation';
export * from './teams';
export * from './team-candidates';
export * from './auto-team';
export * from './inbox';
export * from './team-chat';
export * from './client-errors';
export * from './notifications';
