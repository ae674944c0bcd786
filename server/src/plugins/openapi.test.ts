import { createTestApp } from '../testing/harness';

const t = await createTestApp();
afterAll(() => t.close());

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, unknown>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

async function document(): Promise<Document> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

// Fastify writes `/:id` and `/*`; OpenAPI writes `/{id}` and `/{*}`.
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('GET /api/openapi.json', () => {
  it('describes every API route the server has, each with a summary, a tag and its answers', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(t.app.apiRoutes.length).toBeGreaterThanOrEqual(25);
    const missing: string[] = [];
    for (const route of t.app.apiRoutes) {
      const [method, url] = route.split(' ') as [string, string];
      const op = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!op || !op.summary || !op.tags?.length || !op.responses['500']) missing.push(route);
      // A link a person clicks in an e-mail answers with a redirect, not a body.
      else expect(Object.keys(op.responses).some((s) => /^[23]/.test(s)), route).toBe(true);
    }
    expect(missing).toEqual([]);
  });

  it('says which routes need a session and documents their 401', async () => {
    const doc = await document();
    const feed = doc.paths['/api/feed']!.get!;
    expect(feed.security).toEqual([{ session: [] }]);
    expect(feed.responses).toHaveProperty('401');
    const login = doc.paths['/api/login']!.post!;
    expect(login.security).toBeUndefined();
    expect(login.responses).toHaveProperty('400');
    expect(login.responses).toHaveProperty('429');
  });

  it('documents the refusals every route can answer: 414 everywhere, 400, 413 and 415 wherever a body may come', async () => {
    const doc = await document();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.responses, `${method} ${path}`).toHaveProperty('414');
        if (method === 'get' || method === 'head') continue;
        for (const status of ['400', '413', '415']) expect(op.responses, `${method} ${path}`).toHaveProperty(status);
      }
    }
    // Files: a path that does not decode (400), a hidden file or one outside the folder (403).
    expect(doc.paths['/api/uploads/{*}']!.get!.responses).toEqual(expect.objectContaining({ 400: expect.anything(), 403: expect.anything() }));
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/.hidden' })).statusCode).toBe(403);
  });

  it('documents the account settings routes, each behind the session', async () => {
    const doc = await document();
    const account = [
      ['get', '/api/account/sessions'],
      ['delete', '/api/account/sessions/{sessionId}'],
      ['post', '/api/account/sessions/sign-out-others'],
      ['post', '/api/account/password'],
      ['get', '/api/account/export'],
      ['delete', '/api/account'],
    ] as const;
    for (const [method, path] of account) {
      const op = doc.paths[path]?.[method];
      expect(op?.security, `${method} ${path}`).toEqual([{ session: [] }]);
      expect(op?.responses, `${method} ${path}`).toHaveProperty('429');
    }
    expect(doc.paths['/api/account']!.delete!.responses).toEqual(expect.objectContaining({ 204: expect.anything(), 403: expect.anything() }));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['AccountSession', 'AccountExport']));
  });

  it('documents blocking and ending connections behind the session, 204 answers without a body', async () => {
    const doc = await document();
    const safety = [
      ['post', '/api/users/{userId}/block', '204'],
      ['delete', '/api/users/{userId}/block', '204'],
      ['get', '/api/users/blocked', '200'],
      ['delete', '/api/user/connections/{userId}', '204'],
    ] as const;
    for (const [method, path, ok] of safety) {
      const op = doc.paths[path]?.[method] as (Operation & { responses: Record<string, { content?: unknown }> }) | undefined;
      expect(op?.security, `${method} ${path}`).toEqual([{ session: [] }]);
      expect(op?.responses, `${method} ${path}`).toHaveProperty('401');
      expect(op?.responses[ok], `${method} ${path}`).toBeDefined();
      if (ok === '204') expect(op?.responses[ok]?.content, `${method} ${path}`).toBeUndefined();
    }
    expect(doc.paths['/api/users/{userId}/block']!.post!.responses).toEqual(expect.objectContaining({ 404: expect.anything(), 429: expect.anything() }));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['BlockedUser', 'BlockedList']));
  });

  it('documents reports behind the session, and the suspended sign-in refusal', async () => {
    const doc = await document();
    const op = doc.paths['/api/reports']!.post!;
    expect(op.security).toEqual([{ session: [] }]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '404', '409', '429']));
    expect(Object.keys(doc.components.schemas)).toContain('ReportCreated');
    expect(doc.paths['/api/login']!.post!.responses).toHaveProperty('403');
    expect(doc.paths['/api/google/login']!.post!.responses).toHaveProperty('403');
  });

  it('documents events and teams behind the session, 204 answers without a body', async () => {
    const doc = await document();
    const routes = [
      ['get', '/api/events', '200'],
      ['post', '/api/events', '201'],
      ['patch', '/api/events/{eventId}', '200'],
      ['put', '/api/events/{eventId}/attendance', '200'],
      ['delete', '/api/events/{eventId}/attendance', '204'],
      ['get', '/api/events/{eventId}/looking', '200'],
      ['post', '/api/events/{eventId}/teams', '201'],
      ['get', '/api/teams/mine', '200'],
      ['get', '/api/teams/{teamId}', '200'],
      ['post', '/api/teams/{teamId}/invites', '201'],
      ['patch', '/api/team-requests/{requestId}/{answer}', '200'],
      ['delete', '/api/teams/{teamId}/members/{userId}', '204'],
    ] as const;
    for (const [method, path, ok] of routes) {
      const op = doc.paths[path]?.[method] as (Operation & { responses: Record<string, { content?: unknown }> }) | undefined;
      expect(op?.security, `${method} ${path}`).toEqual([{ session: [] }]);
      expect(op?.responses, `${method} ${path}`).toHaveProperty('401');
      expect(op?.responses[ok], `${method} ${path}`).toBeDefined();
      if (ok === '204') expect(op?.responses[ok]?.content, `${method} ${path}`).toBeUndefined();
    }
    expect(doc.paths['/api/team-requests/{requestId}/{answer}']!.patch!.responses).toEqual(expect.objectContaining({ 403: expect.anything(), 404: expect.anything(), 409: expect.anything() }));
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['EventSummary', 'EventDetail', 'LookingPerson', 'TeamSummary', 'TeamDetail', 'TeamRequest']));
  });

  it('describes the picture upload as a multipart form with its file field', async () => {
    const doc = await document();
    const body = (doc.paths['/api/profile/upload']!.patch as { requestBody?: { content: Record<string, { schema: unknown }> } }).requestBody;
    expect(body?.content['multipart/form-data']?.schema).toMatchObject({ properties: { profilePic: { type: 'string', format: 'binary' } } });
  });

  it('names the shared data types once, as components', async () => {
    const doc = await document();
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['PublicUser', 'OwnProfile', 'FeedUser', 'ChatMessage', 'Error']));
    // The public user has no e-mail; the own profile does.
    expect(JSON.stringify(doc.components.schemas.PublicUser)).not.toContain('emailId');
    expect(JSON.stringify(doc.components.schemas.OwnProfile)).toContain('emailId');
  });
});

describe('GET /api/docs', () => {
  it('serves an interactive reference from this server only (no CDN) under a CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toMatch(/(src|href)="https?:\/\//);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...res.body.matchAll(/src="([^"]+)"/g)].map((m) => new URL(m[1]!, 'http://x/api/docs/').pathname);
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of scripts) expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200);
    const init = await t.app.inject({ method: 'GET', url: scripts.find((p) => p.endsWith('swagger-initializer.js'))! });
    expect(init.body).toContain('/api/openapi.json');
  });
});
