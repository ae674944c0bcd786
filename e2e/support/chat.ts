import { expect, type Page } from '@playwright/test';

/** The open conversation's pane. */
export const chatPane = (page: Page) => page.getByRole('region', { name: 'Chat' });

/** Types a message into the open conversation and sends it with Enter. */
export async function sendChatMessage(page: Page, text: string): Promise<void> {
  const box = chatPane(page).getByPlaceholder('Type a message...');
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}
