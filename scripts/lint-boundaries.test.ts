import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary errors ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'hackmate/boundaries').map((m) => m.message);
}

const refused = async (filePath: string, code: string) => expect(await boundaryErrors(filePath, code)).not.toEqual([]);
const allowed = async (filePath: string, code: string) => expect(await boundaryErrors(filePath, code)).toEqual([]);

describe('bundles: remotes meet only through @hackmate/shared', () => {
  it('refuses a remote importing another remote, the shell or the server by package name', async () => {
    await refused('remotes/feed/src/features/x/index.ts', "export { default } from '@hackmate/profile';\n");
    await refused('remotes/feed/src/app.tsx', "import '@hackmate/shell';\n");
    await refused('remotes/chat/src/app.tsx', "import type { Config } from '@hackmate/server';\nexport type { Config };\n");
  });

  it('refuses a remote importing another remote, the shell or the server by path, also lazily', async () => {
    await refused('remotes/feed/src/features/x/index.ts', "import '../../../../profile/src/app';\n");
    await refused('remotes/chat/src/app.tsx', "import '../../../shell/src/app';\n");
    await refused('remotes/chat/src/app.tsx', "export const load = () => import('../../../server/src/config');\n");
  });

  it('holds a remote added later to the same rules, from the folder alone', async () => {
    await refused('remotes/teams/src/app.tsx', "import '../../feed/src/app';\n");
  });

  it('refuses the shell importing a remote or the server at build time', async () => {
    await refused('shell/src/app.tsx', "import '../../remotes/feed/src/app';\n");
    await refused('shell/src/app.tsx', "import '@hackmate/feed';\n");
    await refused('shell/src/app.tsx', "import '../../server/src/config';\n");
  });

  it('refuses @hackmate/shared depending on anything else of ours', async () => {
    await refused('shared/src/ui/x.ts', "import '../../../shell/src/app';\n");
    await refused('shared/src/ui/x.ts', "import '@hackmate/feed';\n");
  });

  it('refuses the server depending on a remote or the shell, and its code importing test doubles', async () => {
    await refused('server/src/modules/feed/routes.ts', "import '@hackmate/feed';\n");
    await refused('server/src/modules/feed/routes.ts', "import '../../testing/harness';\n");
    await allowed('server/src/modules/feed/feed-ranking.test.ts', "import '../../testing/harness';\n");
    await allowed('server/bench/feed.ts', "import '../src/testing/harness';\n");
    await allowed('server/src/modules/feed/routes.ts', "import '@hackmate/shared/contracts';\nimport '../../plugins/auth';\n");
  });

  it('allows a remote its own files, @hackmate/shared and npm packages', async () => {
    await allowed('remotes/feed/src/features/x/index.ts', "import { api } from '@hackmate/shared/api';\nimport { z } from 'zod';\nimport './y';\nexport { api, z };\n");
  });
});

describe('layout: pages use features, features keep their internals', () => {
  it('refuses code in other folders under src/', async () => {
    await refused('remotes/feed/src/screens/feed-screen.tsx', 'export const x = 1;\n');
    await refused('shell/src/lib/apply-theme.ts', 'export const x = 1;\n');
    await allowed('shell/src/app.tsx', 'export const x = 1;\n');
    await allowed('shared/src/stores/theme.ts', 'export const x = 1;\n');
  });

  it('refuses a feature reaching into another feature', async () => {
    await refused('remotes/social/src/features/requests/components/x.tsx', "import { Card } from '../../connections/components/card';\nexport { Card };\n");
    await refused('shell/src/features/navbar/components/x.tsx', "import { PreRouterLink } from '../../navigation/components/pre-router-link';\nexport { PreRouterLink };\n");
  });

  it("allows a feature another feature's index, and its own internals", async () => {
    await allowed('remotes/social/src/features/requests/components/x.tsx', "import { Card } from '../../connections';\nimport { y } from '../lib/y';\nexport { Card, y };\n");
    await allowed('remotes/social/src/features/requests/components/x.tsx', "import { Card } from '../../connections/index';\nexport { Card };\n");
  });

  it('refuses a page (or app.tsx) reaching into a feature', async () => {
    await refused('remotes/feed/src/routes/feed-page.tsx', "import { SwipeCard } from '../features/swipe/components/swipe-card';\nexport { SwipeCard };\n");
    await refused('remotes/feed/src/app.tsx', "import { SwipeCard } from './features/swipe/components/swipe-card';\nexport { SwipeCard };\n");
    await allowed('remotes/feed/src/routes/feed-page.tsx', "import { SwipeCard } from '../features/swipe';\nimport './feed-page.css';\nexport { SwipeCard };\n");
  });

  it('refuses a page importing another page, and a feature importing a page or app.tsx', async () => {
    await refused('remotes/profile/src/routes/own-profile-page.tsx', "import { UserProfilePage } from './user-profile-page';\nexport { UserProfilePage };\n");
    await refused('remotes/profile/src/features/journey/components/x.tsx', "import { OwnProfilePage } from '../../../routes/own-profile-page';\nexport { OwnProfilePage };\n");
    await refused('shell/src/features/navbar/components/x.tsx', "import { appRoutes } from '../../../app';\nexport { appRoutes };\n");
  });

  it('lets tests reach into features (to mock an endpoint function) and import their page', async () => {
    await allowed('remotes/social/src/routes/connections-page.test.tsx', "import { getConnections } from '../features/connections/api/get-connections';\nimport { ConnectionsPage } from './connections-page';\nexport { getConnections, ConnectionsPage };\n");
  });
});

describe('testing/: only tests, stories and testing/ import test doubles', () => {
  it('refuses production code importing testing/', async () => {
    await refused('remotes/chat/src/features/chat/components/x.tsx', "import { sample } from '../../../testing/fixtures';\nexport { sample };\n");
    await refused('shell/src/routes/landing-page.tsx', "import { renderAt } from '../testing/render';\nexport { renderAt };\n");
    await refused('remotes/feed/src/features/x/index.ts', "import { httpError } from '@hackmate/shared/testing';\nexport { httpError };\n");
  });

  it('refuses @hackmate/shared production code importing its own testing helpers', async () => {
    await refused('shared/src/query/client.ts', "import { httpError } from '@hackmate/shared/testing';\nexport { httpError };\n");
    await refused('shared/src/query/client.ts', "import { httpError } from '../testing';\nexport { httpError };\n");
  });

  it('allows tests, stories and testing/ to use them', async () => {
    await allowed('remotes/chat/src/features/chat/components/x.test.tsx', "import { sample } from '../../../testing/fixtures';\nexport { sample };\n");
    await allowed('remotes/chat/src/features/chat/components/x.stories.tsx', "import { sample } from '../../../testing/fixtures';\nexport { sample };\n");
    await allowed('remotes/chat/src/testing/render.tsx', "import { renderWithProviders } from '@hackmate/shared/testing';\nexport { renderWithProviders };\n");
    await allowed('shared/src/testing/render.tsx', "import { httpError } from './http-error';\nexport { httpError };\n");
  });
});

describe('server modules meet at their doors (modules/<name>/index.ts)', () => {
  it("refuses a module reaching into another module's internals, also lazily or to re-export", async () => {
    const errors = await boundaryErrors('server/src/modules/chat/service.ts', "import { visibleTo } from '../safety/repository';\nexport { visibleTo };\n");
    expect(errors).toEqual([expect.stringContaining('Use the safety module through its door (modules/safety')]);
    await refused('server/src/modules/profile/journey/projects.ts', "import { toPublicUser } from '../../users/public-user';\nexport { toPublicUser };\n");
    await refused('server/src/modules/teams/service.ts', "export const load = () => import('../events/service');\n");
    await refused('server/src/modules/teams/index.ts', "export { listEvents } from '../events/repository';\n");
  });

  it('holds the code around the modules to the same doors: app, realtime, scripts, tests of other modules, testing/ and benches', async () => {
    await refused('server/src/app.ts', "import { createSession } from './modules/auth/sessions';\nexport { createSession };\n");
    await refused('server/src/realtime/chat/send-message.ts', "import { sendMessage } from '../../modules/chat/service';\nexport { sendMessage };\n");
    await refused('server/src/modules/reports/reports.test.ts', "import { messages } from '../chat/repository';\nexport { messages };\n");
    await refused('server/src/testing/users.ts', "import { toPublicUser } from '../modules/users/public-user';\nexport { toPublicUser };\n");
    await refused('server/bench/teams.ts', "import { solve } from '../src/modules/auto-team/solver';\nexport { solve };\n");
  });

  it("allows another module's door, a module its own internals (tests included), and the registries the route plugins and jobs", async () => {
    await allowed('server/src/modules/chat/service.ts', "import { visibleTo } from '../safety';\nimport { toPublicUser } from '../users/index';\nimport { orderedPair } from './repository';\nexport { visibleTo, toPublicUser, orderedPair };\n");
    await allowed('server/src/modules/safety/block.test.ts', "import { writeBlock } from './repository';\nexport { writeBlock };\n");
    await allowed('server/src/modules/profile/journey/projects.ts', "import { x } from '../service';\nexport { x };\n");
    await allowed('server/src/modules/index.ts', "import { chatRoutes } from './chat/routes';\nexport { chatRoutes };\n");
    await allowed('server/src/modules/jobs.ts', "import { requestExpiry } from './requests/expiry';\nexport { requestExpiry };\n");
    await allowed('server/src/realtime/index.ts', "import { markRead } from '../modules/live';\nimport { userRoom } from './rooms';\nexport { markRead, userRoom };\n");
    await allowed('server/src/modules/chat/service.ts', "import { users } from '../../db/schema';\nimport { userRoom } from '../../realtime/rooms';\nimport type { ApiModule } from '../api-module';\nexport { users, userRoom };\nexport type { ApiModule };\n");
  });
});
