import type { ReactNode } from 'react';
import { Route, Routes } from '@hackmate/shared/router';

/** A page in a story, routed at `path` so it reads its params from the story's URL (`parameters.route`). */
export function AtRoute({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Routes>
      <Route path={path} element={children} />
    </Routes>
  );
}
