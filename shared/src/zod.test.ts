import { afterEach, describe, expect, it, vi } from 'vitest';

// The page's CSP has no 'unsafe-eval': a `new Function` in the browser is a reported violation
// (a console error on every page that validates), even when the code catches the refusal.
describe('zod in the browser', () => {
  const RealFunction = globalThis.Function;
  afterEach(() => {
    globalThis.Function = RealFunction;
    vi.resetModules();
  });

  it('builds and runs the schemas of @hackmate/shared without compiling code at run time', async () => {
    const compiled: string[] = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args: string[]) {
        compiled.push(args.join(' ').slice(0, 80));
        return Reflect.construct(target, args);
      },
    });
    const contracts = await import('./contracts');
    const login = { emailId: 'ana@example.com', password: 'Str0ng#pass' };
    expect(contracts.loginBody.parse(login)).toEqual(login);
    expect(contracts.loginBody.parse(login)).toEqual(login);
    expect(contracts.resetPasswordParams.safeParse({ token: 'x', id: 1 }).success).toBe(false);
    expect(compiled).toEqual([]);
  });
});
