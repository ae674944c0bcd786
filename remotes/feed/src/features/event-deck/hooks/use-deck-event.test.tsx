import { renderHook } from '@testing-library/react';
import { MemoryRouter } from '@hackmate/shared/router';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeckEvent } from './use-deck-event';

const at = (route: string) => renderHook(useDeckEvent, { wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter> }).result.current;

describe('useDeckEvent', () => {
  it("reads the event of /feed?event=<id>, and none for the whole feed or an empty value", () => {
    expect(at('/feed?event=7f3c2a9e-1b4d-4c8e-9a6f-2d5e8b1c0a37')).toBe('7f3c2a9e-1b4d-4c8e-9a6f-2d5e8b1c0a37');
    expect(at('/feed')).toBeUndefined();
    expect(at('/feed?event=')).toBeUndefined();
  });
});
