// The organisers' dashboard of an event: where its participants stand, kept live.
export { DashboardView, EMPTY_DASHBOARD_TEXT } from './components/dashboard-view';
export { useDashboard } from './hooks/use-dashboard';
