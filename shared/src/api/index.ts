export { api, apiErrorCode, apiErrorDetails, apiErrorMessage, apiStatus, resetApiClient } from './client';
export { checkAuth } from './check-auth';
