import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="hackmate-export-ada.json"', 'hackmate-export-ada.json'],
    ['attachment; filename=plain.json', 'plain.json'],
    ["attachment; filename=\"fallback.json\"; filename*=UTF-8''caf%C3%A9.json", 'café.json'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', null],
    [undefined, null],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
