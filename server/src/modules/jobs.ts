import type { BackgroundJob } from './api-module';
import { autoTeamJob } from './auto-team/job';
import { moderationWatch } from './moderation/watch';
import { notificationJob } from './notifications/job';
import { requestExpiry } from './requests/expiry';

/**
 * What every server process runs in the background beside the API, registered by buildApp after
 * the API areas: each job coordinates across processes itself (a lock or an idempotent sweep).
 */
export const backgroundJobs: BackgroundJob[] = [moderationWatch, requestExpiry, autoTeamJob, notificationJob];
