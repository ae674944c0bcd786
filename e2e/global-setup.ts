import { startSharedStack } from './support/stack';

// Workers inherit process.env, so the emulator's address reaches every worker's server
// (support/test.ts starts one server per worker).
export default async function globalSetup() {
  const stack = await startSharedStack();
  process.env.E2E_FIREBASE_HOST = stack.firebaseHost ?? '';
  return () => stack.stop();
}
