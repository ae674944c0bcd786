export { api, apiErrorCode, apiErrorDetails, apiErrorMessage, apiStatus, resetApiClient } from './client';
export { checkAuth } from './check-auth';
export { reportClientError, type ClientErrorInput } from './report-client-error';
