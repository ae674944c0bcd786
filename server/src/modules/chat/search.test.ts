import type { MessageSearchResults } from '@hackmate/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../testing/connections';
import { createTestApp, type TestApp } from '../../testing/harness';
import { signUp, type SignedUp } from '../../testing/users';
import { sendMessage } from './service';

let t: TestApp;
let ann: SignedUp, ben: SignedUp, dee: SignedUp;

async function say(from: SignedUp, to: SignedUp, text: string): Promise<void> {
  await sendMessage(t.db, { senderId: from.user._id, receiverId: to.user._id, text, clientId: null });
}

const search = (who: SignedUp, q: string) =>
  t.app.inject({ method: 'GET', url: `/api/convos-search?q=${encodeURIComponent(q)}`, headers: { cookie: who.cookie } });
const texts = async (who: SignedUp, q: string) => ((await search(who, q)).json() as MessageSearchResults).data.map((r) => r.message.text);

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben, dee] = [await signUp(t.app, { fullName: 'Ann Archer' }), await signUp(t.app, { fullName: 'Ben Baker' }), await signUp(t.app, { fullName: 'Dee Dunn' })];
  await connect(t.db, ann.user._id, ben.user._id);
  await connect(t.db, ben.user._id, dee.user._id);
  await say(ann, ben, 'Shall we enter the ETHGlobal hackathon?');
  await say(ben, ann, 'Yes! I can do the smart contracts');
  await say(ann, ben, 'Great, I will design the pitch deck');
  await say(ben, dee, 'Ann asked me about the hackathon, secret plans');
  await say(ben, ann, 'Our repo: https://github.com/ben/rust-ml-demo (100% done_ish)');
});
afterAll(() => t.close());

describe('GET /api/convos-search', () => {
  it('finds messages of your own conversations with every word, newest first, with the partner', async () => {
    const res = await search(ann, 'hackathon');
    expect(res.statusCode).toBe(200);
    const { data: results } = res.json() as MessageSearchResults;
    expect(results.map((r) => r.message.text)).toEqual(['Shall we enter the ETHGlobal hackathon?']);
    expect(results[0]!.partner).toMatchObject({ _id: ben.user._id, fullName: 'Ben Baker' });
    expect(results[0]!.partner).not.toHaveProperty('emailId');
    // Any letter case; all words in any order; "a phrase" in quotes.
    expect(await texts(ann, 'SMART Contracts')).toEqual(['Yes! I can do the smart contracts']);
    expect(await texts(ann, 'deck pitch')).toEqual(['Great, I will design the pitch deck']);
    expect(await texts(ann, '"deck pitch"')).toEqual([]);
    expect(await texts(ben, 'hackathon')).toEqual(['Ann asked me about the hackathon, secret plans', 'Shall we enter the ETHGlobal hackathon?']);
  });

  it('finds parts of words and words inside links, and takes %, _ and \\ as letters', async () => {
    const link = 'Our repo: https://github.com/ben/rust-ml-demo (100% done_ish)';
    expect(await texts(ann, 'github')).toEqual([link]);
    expect(await texts(ann, 'rust-ml')).toEqual([link]);
    expect(await texts(ann, 'HACKATH')).toEqual(['Shall we enter the ETHGlobal hackathon?']);
    expect(await texts(ann, 'contr smart')).toEqual(['Yes! I can do the smart contracts']);
    expect(await texts(ann, '100%')).toEqual([link]);
    expect(await texts(ann, 'done_')).toEqual([link]);
    // A pattern character typed is that character, not "anything".
    expect(await texts(ann, 'n%e')).toEqual([]);
    expect(await texts(ann, 'd_ne')).toEqual([]);
  });

  it("never shows someone else's conversation", async () => {
    expect(await texts(ann, 'secret plans')).toEqual([]);
    expect(await texts(dee, 'pitch deck')).toEqual([]);
  });

  it('refuses a query that is too short, missing or holds control characters, and strangers', async () => {
    expect((await search(ann, 'a')).statusCode).toBe(400);
    expect((await search(ann, 'hack\u0000athon')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/convos-search', headers: { cookie: ann.cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/convos-search?q=hackathon' })).statusCode).toBe(401);
    // Search syntax typed by accident is words, never an error.
    expect((await search(ann, '"unclosed & | ! (')).statusCode).toBe(200);
  });
});
