import { expect, test } from './support/test';
import { chatPane } from './support/chat';
import { writeHistory } from './support/history';
import { connectedPair } from './support/pair';

const LINK = 'Our prototype lives at https://github.com/hackmate-demo/rust-ml for now';

test('chat search finds words inside a link in a long history, and opening the result scrolls to that message and marks it', async ({ browser, baseURL }) => {
  const [ann, ben] = await connectedPair(browser, baseURL);
  // The link first, then enough talk that it is far above the newest message.
  await writeHistory(baseURL!, ben, ann._id, [LINK, ...Array.from({ length: 30 }, (_, i) => `Status update number ${i + 1}: still hacking`)]);

  await ann.page.goto('/convos');
  const search = ann.page.getByRole('searchbox', { name: 'Search messages' });
  for (const words of ['github', 'rust-ml']) {
    await search.fill(words);
    await expect(ann.page.getByRole('link', { name: new RegExp(`${ben.fullName}.*rust-ml`) })).toHaveCount(1);
  }
  await ann.page.getByRole('link', { name: new RegExp(`${ben.fullName}.*rust-ml`) }).click();

  await expect(ann.page).toHaveURL(new RegExp(`/convos/${ben._id}\\?message=`));
  const found = chatPane(ann.page).locator('[data-found]');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(LINK);
  await expect(found).toBeInViewport();
  // The newest message is far below, out of sight: the chat did not simply open at its end.
  await expect(chatPane(ann.page).getByText('Status update number 30: still hacking')).not.toBeInViewport();
});
