import { createTestApp, type TestApp, type TestAppOptions } from './harness';
import { connect } from './connections';
import { connectSocket, type ClientSocket } from './sockets';
import { signUp, type SignedUp } from './users';

export interface ChatWorld {
  t: TestApp;
  baseUrl: string;
  /** ann and ben are connections; cat is connected to nobody. */
  ann: SignedUp;
  ben: SignedUp;
  cat: SignedUp;
  /** Opens an authenticated socket; closed by `close()`. */
  socket(user: SignedUp | string): Promise<ClientSocket>;
  close(): Promise<void>;
}

/** A listening app with three users, for real-socket tests. */
export async function createChatWorld(options: TestAppOptions = {}): Promise<ChatWorld> {
  const t = await createTestApp(options);
  const baseUrl = await t.listen();
  const [ann, ben, cat] = [await signUp(t.app, { fullName: 'Ann Archer' }), await signUp(t.app, { fullName: 'Ben Baker' }), await signUp(t.app, { fullName: 'Cat Cooper' })];
  await connect(t.db, ann.user._id, ben.user._id);
  const open: ClientSocket[] = [];
  return {
    t,
    baseUrl,
    ann,
    ben,
    cat,
    async socket(user) {
      const s = await connectSocket(baseUrl, typeof user === 'string' ? user : user.cookie);
      open.push(s);
      return s;
    },
    async close() {
      for (const s of open) s.close();
      await t.close();
    },
  };
}
