import { startStack } from './support/stack';

// Workers inherit process.env, so the picked URL and mail folder reach every test.
export default async function globalSetup() {
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseURL;
  process.env.E2E_MAIL_DIR = stack.mailDir;
  process.env.E2E_FIREBASE_HOST = stack.firebaseHost ?? '';
  return () => stack.stop();
}
