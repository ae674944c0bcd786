import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries (ESLint)', () => {
  it('refuses a remote importing another remote by package name', async () => {
    expect(await boundaryErrors('remotes/feed/src/features/x.ts', "import App from '@hackmate/profile';\nexport default App;\n")).not.toEqual([]);
  });

  it('refuses a remote importing another remote or the shell by path', async () => {
    expect(await boundaryErrors('remotes/feed/src/features/x.ts', "import '../../../profile/src/app';\n")).not.toEqual([]);
    expect(await boundaryErrors('remotes/chat/src/app.ts', "import '../../../shell/src/app/routes';\n")).not.toEqual([]);
  });

  it('refuses the shell importing a remote at build time', async () => {
    expect(await boundaryErrors('shell/src/app/x.ts', "import '../../../remotes/feed/src/app';\n")).not.toEqual([]);
  });

  it('allows a remote to import @hackmate/shared and its own files', async () => {
    expect(await boundaryErrors('remotes/feed/src/features/x.ts', "import { api } from '@hackmate/shared/api';\nimport './y';\nexport { api };\n")).toEqual([]);
  });
});
