import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

/** A page in a story: the answers it would fetch already in the cache, routed at `path` for its params. */
export function WithCache({ entries, path, children }: { entries: Array<[readonly unknown[], unknown]>; path: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => entries.forEach(([key, data]) => queryClient.setQueryData(key, data)));
  return (
    <Routes>
      <Route path={path} element={children} />
    </Routes>
  );
}
