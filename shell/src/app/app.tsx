import { Layout } from './layout';
import { AppRoutes } from './routes';

/** The whole shell, over the browser's history (navigation/history-context.tsx). */
export function App() {
  return (
    <Layout>
      <AppRoutes />
    </Layout>
  );
}
