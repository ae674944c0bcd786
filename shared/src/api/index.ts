export { api, apiErrorCode, apiErrorMessage, apiStatus, resetApiClient } from './client';
export { checkAuth } from './check-auth';
