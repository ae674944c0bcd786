import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The messages `ruleId` reports for `code` as if it were the file at `filePath`. */
async function reported(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const API = "import { api } from '@hackmate/shared/api';\n";
const answers = (filePath: string, code: string) => reported('hackmate/api-answers', filePath, API + code);
const FEATURE_API = 'remotes/teams/src/features/teams/api/get-team.ts';

describe('API answers come from the contracts', () => {
  it('accepts an answer typed from its response schema, or a contract type, with a type-only import', async () => {
    const typed = [
      "import type { Answer, teamAnswer } from '@hackmate/shared/contracts';",
      'export async function getTeam(id: string) {',
      '  const { data } = await api().get<Answer<typeof teamAnswer>>(`/teams/${id}`);',
      '  return data.data;',
      '}',
    ].join('\n');
    expect(await answers(FEATURE_API, typed)).toEqual([]);
    const named = "import type { HistoryPage } from '@hackmate/shared/types';\nexport const get = async () => (await api().get<HistoryPage>('/convos/x')).data;\n";
    expect(await answers('remotes/chat/src/features/chat/api/get-history.ts', named)).toEqual([]);
    // Inside @hackmate/shared, by path.
    const inShared = "import type { Answer, checkAuthAnswer } from '../contracts';\nexport const check = async () => (await api().get<Answer<typeof checkAuthAnswer>>('/check-auth')).data;\n";
    expect(await answers('shared/src/api/check-auth.ts', inShared)).toEqual([]);
  });

  it('refuses an envelope or an answer shape written by hand', async () => {
    const inline = "import type { TeamDetail } from '@hackmate/shared/contracts';\nexport const get = async () => (await api().get<{ data: TeamDetail }>('/teams/1')).data.data;\n";
    expect(await answers(FEATURE_API, inline)).toEqual([expect.stringContaining('spells an answer shape out by hand')]);
    const local = 'interface TeamAnswer { data: { name: string } }\nexport const get = async () => (await api().post<TeamAnswer>(\'/teams\')).data;\n';
    expect(await answers(FEATURE_API, local)).toEqual([expect.stringContaining('names TeamAnswer')]);
    const wrongSource = "import type { teamAnswer } from './schemas';\nimport type { Answer } from '@hackmate/shared/contracts';\nexport const get = async () => (await api().patch<Answer<typeof teamAnswer>>('/teams/1')).data;\n";
    expect(await answers(FEATURE_API, wrongSource)).toEqual([expect.stringContaining('names teamAnswer')]);
  });

  it('refuses an untyped call whose answer is read, and lets one that throws it away be', async () => {
    expect(await answers(FEATURE_API, "export const get = async () => (await api().get('/teams/mine')).data;\n")).toEqual([
      expect.stringContaining('Type the answer from its response schema'),
    ]);
    expect(await answers(FEATURE_API, "export async function leave(id: string) {\n  await api().delete(`/teams/${id}`);\n}\n")).toEqual([]);
  });

  it('lets a download be a Blob', async () => {
    expect(await answers('remotes/profile/src/features/data-export/api/download-export.ts', "export const get = () => api().get<Blob>('/account/export', { responseType: 'blob' });\n")).toEqual([]);
  });

  it('holds the shell and shared code to it too, but not tests', async () => {
    const inline = "export const get = async () => (await api().get<{ status?: boolean }>('/check-auth')).data;\n";
    expect(await answers('shared/src/api/check-auth.ts', inline)).not.toEqual([]);
    expect(await answers('shell/src/features/x/api/get-x.ts', inline)).not.toEqual([]);
    expect(await answers('remotes/teams/src/features/teams/api/get-team.test.ts', inline)).toEqual([]);
  });
});

describe('toasts in tests go through the one double', () => {
  const MOCK = "import { vi } from 'vitest';\nvi.mock('react-toastify', () => ({ toast: { error: vi.fn() } }));\n";
  const restricted = (filePath: string, code: string) => reported('no-restricted-syntax', filePath, code);

  it('refuses mocking react-toastify in a test', async () => {
    expect(await restricted('remotes/feed/src/routes/feed-page.test.tsx', MOCK)).toEqual([expect.stringContaining('@hackmate/shared/testing/toast')]);
    expect(await restricted('shell/src/x.test.ts', MOCK.replace('vi.mock', 'vi.doMock'))).not.toEqual([]);
  });

  it('accepts the double, and the toast entry testing react-toastify itself', async () => {
    const double = "import { vi } from 'vitest';\nvi.mock('@hackmate/shared/toast', () => import('@hackmate/shared/testing/toast'));\n";
    expect(await restricted('remotes/feed/src/routes/feed-page.test.tsx', double)).toEqual([]);
    expect(await restricted('shared/src/toast/index.test.tsx', MOCK)).toEqual([]);
  });
});
