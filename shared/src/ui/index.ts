export { Avatar, preloadPicture } from './avatar';
export { DEFAULT_AVATAR, fallBackToDefaultAvatar } from './default-avatar';
export { CheckIcon, GraduationCapIcon, StarIcon } from './icons';
export { RequireAuth } from './require-auth';
export { rememberReturnPath, takeReturnPath } from './return-path';
export { RemoteRoutes, type RemoteAppProps, type RemoteRoute } from './remote-routes';
export { ReportDialog, reportBody, type ReportAnswer, type ReportDialogProps } from './report';
export { timeAgo } from './time-ago';
export { ACTIVE_SHOWN_DAYS, activeText, replyText, roughDuration, teamUpAgainText, trustLines } from './trust-signals';
