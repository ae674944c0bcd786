import { expect, within } from 'storybook/test';

/**
 * A story's `play` that waits until `text` shows: the accessibility check then runs on the state
 * the story is about (the answer of the mocked API), not on the frame before it arrived.
 */
export function playUntilShown(text: string | RegExp) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> => {
    const [first] = await within(canvasElement).findAllByText(text, {}, { timeout: 3000 });
    await expect(first).toBeVisible();
  };
}
